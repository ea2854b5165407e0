/**
 * Node preload (`node -r test/support/loopback-listen.cjs …`) for third-party servers that listen
 * on every interface: a `listen()` that names no host binds 127.0.0.1 instead, so tests never
 * expose a server beyond this machine.
 */
const net = require("node:net");

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  const isPort = typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first));
  if (isPort && typeof second !== "string") {
    args.splice(1, 0, "127.0.0.1");
  } else if (first && typeof first === "object" && !first.path && first.host === undefined) {
    args[0] = { ...first, host: "127.0.0.1" };
  }
  return listen.apply(this, args);
};
