/**
 * Cloud Functions (the Functions Framework in production, firebase-tools' runtime under the
 * emulator) runs our function behind its own express app, whose body-parsers read and parse every
 * request's body before our app runs. Left alone, that layer answers a body it cannot parse
 * (malformed JSON, an unsupported charset or encoding, over its 32 MB limit) with its own HTML
 * error page, with stack traces and server paths outside production, and answers some paths itself
 * (`/favicon.ico`, `/robots.txt`) without our headers.
 *
 * Both platforms load our module before they build that app, and nothing in the function's
 * declaration turns their parsing off. So the body-parser factories they are about to call are
 * wrapped: each request passing the platform's parsers gets the API's security headers at once
 * (whoever answers it then), and a parse failure becomes the API's own JSON error. The parsing
 * itself is unchanged: the platform still keeps the bytes as `req.rawBody`.
 *
 * The platform having read the body also means express.json()'s limit never applies there (it
 * skips a body already read), so the app checks the size of what the platform read itself
 * (`refusePlatformBodiesOver`).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { apiFailure, bodyErrorAnswer } from "./respond";

const PARSER_FACTORIES = ["json", "text", "urlencoded", "raw"] as const;
const BODY_PARSER_ENTRY = /[\\/]node_modules[\\/]body-parser[\\/]index\.js$/;
const WRAPPED = Symbol.for("markery.platformBodyErrorsAnswered");

type ParserFactory = (options?: unknown) => RequestHandler;

function answeringFactory(factory: ParserFactory, setHeaders: (res: Response) => void): ParserFactory {
  return (options) => {
    const parse = factory(options);
    return (req: Request, res: Response, next: NextFunction) => {
      setHeaders(res);
      parse(req, res, (error?: unknown) => {
        const answer = error === undefined ? null : bodyErrorAnswer(error);
        if (!answer) {
          next(error);
          return;
        }
        apiFailure(res, answer);
      });
    };
  };
}

/**
 * Wraps every body-parser loaded in this process so far; safe to call more than once. Returns how
 * many it wrapped this time.
 */
export function answerPlatformBodyErrorsAsJson(setHeaders: (res: Response) => void): number {
  let wrapped = 0;
  for (const [path, loaded] of Object.entries(require.cache)) {
    if (!loaded || !BODY_PARSER_ENTRY.test(path)) continue;
    const parsers = loaded.exports as Record<string | symbol, unknown>;
    if (parsers[WRAPPED]) continue;
    for (const name of PARSER_FACTORIES) {
      const factory = parsers[name];
      if (typeof factory !== "function") continue;
      Object.defineProperty(parsers, name, {
        configurable: true,
        enumerable: true,
        value: answeringFactory(factory as ParserFactory, setHeaders),
      });
    }
    Object.defineProperty(parsers, WRAPPED, { value: true });
    wrapped += 1;
  }
  return wrapped;
}

function platformReadBody(req: Request): Buffer | null {
  return "rawBody" in req && Buffer.isBuffer(req.rawBody) ? req.rawBody : null;
}

/**
 * Refuses a body the platform has already read when it is larger than the app would have read
 * itself. `limitOf` gives the limit that applies to a request, or null for bodies the routes bound
 * on their own (uploads). The refusal is body-parser's own error, so it is answered like one.
 */
export function refusePlatformBodiesOver(limitOf: (req: Request) => number | null): RequestHandler {
  return (req, _res, next) => {
    const body = platformReadBody(req);
    const limit = body ? limitOf(req) : null;
    if (body && limit !== null && body.length > limit) {
      next(Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" }));
      return;
    }
    next();
  };
}
