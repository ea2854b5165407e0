/**
 * Node preload (`node -r ./scripts/listen-on-loopback.cjs …`) for tools that start servers on
 * every interface, such as the MCP conformance runner's scenario servers: a TCP server that names
 * no address, or an unspecified one (`0.0.0.0`, `::`), binds 127.0.0.1 instead. It works at the
 * step where Node binds the handle, so binding stays synchronous as for an unspecified address,
 * and code that reads `server.address()` right after `listen(0)` keeps working.
 */
const net = require("node:net");

const unspecified = new Set([null, undefined, "", "0.0.0.0", "::"]);
const setUpListenHandle = net.Server.prototype._listen2;

net.Server.prototype._listen2 = function listenOnLoopback(address, port, addressType, ...rest) {
  if (unspecified.has(address)) return setUpListenHandle.call(this, "127.0.0.1", port, 4, ...rest);
  return setUpListenHandle.call(this, address, port, addressType, ...rest);
};
