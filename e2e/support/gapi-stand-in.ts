/**
 * Test-only stand-in for Google's `https://apis.google.com/js/api.js` (gapi iframes), which the
 * Firebase JS SDK loads before a popup sign-in and which cannot load offline. With it, the Auth
 * emulator's own popup and helper iframe run the real `signInWithPopup` flow end to end.
 *
 * It provides what the SDK and the emulator's /emulator/auth/iframe page use: `gapi.load`,
 * `gapi.iframes.getContext().open(...)` (the SDK's side) and `.getParentIframe()` (the iframe's
 * side), channels with `register` / `send` / `restyle` / `ping` over postMessage, and the
 * script's onload callback (`?onload=name`, or `window.gapi_onload`).
 * Never shipped with the app: it is served only through Playwright's `context.route`.
 */
import type { BrowserContext } from "@playwright/test";

export const GAPI_SCRIPT_PATTERN = "https://apis.google.com/js/api.js**";

export const GAPI_STAND_IN_SOURCE = `
(function () {
  var TAG = "__markeryGapiStandIn";
  var FILTER = function () { return true; };

  function channel(getTarget) {
    var handlers = {};
    var queued = {};
    var replies = {};
    var nextId = 1;
    var ready = false;
    var onReady = [];

    function post(message) {
      var target = getTarget();
      if (target) { message[TAG] = true; target.postMessage(message, "*"); }
    }
    function answer(call) {
      var handler = handlers[call.name];
      Promise.resolve(handler(call.payload)).then(function (result) {
        post({ kind: "reply", id: call.id, result: [result] });
      });
    }
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (!data || data[TAG] !== true || event.source !== getTarget()) return;
      if (data.kind === "ping") { post({ kind: "pong" }); return; }
      if (data.kind === "pong") {
        if (!ready) { ready = true; onReady.splice(0).forEach(function (cb) { cb(); }); }
        return;
      }
      if (data.kind === "call") {
        if (handlers[data.name]) answer(data);
        else (queued[data.name] = queued[data.name] || []).push(data);
        return;
      }
      if (data.kind === "reply" && replies[data.id]) {
        var reply = replies[data.id];
        delete replies[data.id];
        reply(data.result);
      }
    });

    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (queued[name] || []).splice(0).forEach(answer);
      },
      unregister: function (name) { delete handlers[name]; },
      send: function (name, payload, callback) {
        var id = nextId++;
        replies[id] = callback || function () {};
        post({ kind: "call", id: id, name: name, payload: payload });
      },
      restyle: function () { return Promise.resolve(); },
      // Answers once the other side runs its own channel; until then keep knocking.
      ping: function (callback) {
        return new Promise(function (resolve) {
          function done() { if (callback) callback(); resolve(); }
          if (ready) return done();
          onReady.push(done);
          (function knock() { if (!ready) { post({ kind: "ping" }); setTimeout(knock, 50); } })();
        });
      },
    };
  }

  var context = {
    open: function (options, callback) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === "style") Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return callback(channel(function () { return frame.contentWindow; }));
    },
    getParentIframe: function () {
      return channel(function () { return window.parent; });
    }
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () { return context; }
  };
  window.gapi.load = function (name, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    else if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();
`;

/** Serve the stand-in for every page, popup and iframe of the context. */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(GAPI_SCRIPT_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN_SOURCE }),
  );
}
