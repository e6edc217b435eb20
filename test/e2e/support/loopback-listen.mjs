// Preloaded (`node --import`) into a server we start but did not write, whose listen names no host
// (so every interface): a numeric port is bound on 127.0.0.1 only, as everything the tests start is.
import { Server } from 'node:http';

const listen = Server.prototype.listen;
Server.prototype.listen = function (port, ...rest) {
  if (typeof port !== 'number' && !(typeof port === 'string' && /^\d+$/.test(port)))
    return listen.call(this, port, ...rest);
  const callback = rest.find((arg) => typeof arg === 'function');
  return listen.call(this, Number(port), '127.0.0.1', ...(callback ? [callback] : []));
};
