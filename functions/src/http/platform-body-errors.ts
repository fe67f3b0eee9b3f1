/**
 * Cloud Functions (the Functions Framework in production, firebase-tools' runtime under the
 * emulator) parses a request's body with its own express app and body-parser before our app runs.
 * A body it cannot parse (malformed JSON, an unsupported charset, too large) never reaches us: the
 * platform's express answers it with an HTML error page, with stack traces and server paths
 * outside production. Both platforms load our module before they build their server, so wrapping
 * the body-parser factories they are about to call makes those failures the API's own JSON answer.
 * Nothing else about the platform's parsing changes.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { bodyErrorAnswer, sendError } from "./respond";

const PARSER_FACTORIES = ["json", "text", "urlencoded", "raw"] as const;
const BODY_PARSER_ENTRY = /[\\/]node_modules[\\/]body-parser[\\/]index\.js$/;
const WRAPPED = Symbol.for("markery.platformBodyErrorsAnswered");

type ParserFactory = (options?: unknown) => RequestHandler;

function answeringFactory(factory: ParserFactory, beforeAnswer: (res: Response) => void): ParserFactory {
  return (options) => {
    const parse = factory(options);
    return (req: Request, res: Response, next: NextFunction) =>
      parse(req, res, (error?: unknown) => {
        const answer = error === undefined ? null : bodyErrorAnswer(error);
        if (!answer) {
          next(error);
          return;
        }
        beforeAnswer(res);
        sendError(res, answer.status, answer.message);
      });
  };
}

/** Wraps every body-parser loaded in this process so far; safe to call more than once. */
export function answerPlatformBodyErrorsAsJson(beforeAnswer: (res: Response) => void): number {
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
        value: answeringFactory(factory as ParserFactory, beforeAnswer),
      });
    }
    Object.defineProperty(parsers, WRAPPED, { value: true });
    wrapped += 1;
  }
  return wrapped;
}
