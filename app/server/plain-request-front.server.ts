// Cached pages answered straight from the socket (docs/decisions/056). node:http spends about
// 20 µs of CPU on each request before our code runs (parser callbacks, IncomingMessage and
// ServerResponse objects, header checks): more than a whole cache hit. This front takes every
// new connection first: a complete plain head (request-head.server.ts) for a page the answer
// function has is answered with prebuilt bytes; at the first request that is anything else,
// the connection and its unread bytes go to node:http for good, and it does what it always did.
//
// Node runs this file directly (server.ts, type stripping): its imports keep their extension.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { parsePlainHead, type RequestHead } from "./request-head.server.ts";

/**
 * An answer: its status line and header lines, and its body (null for HEAD or a 304). The
 * front adds what node:http adds to every answer (Date, Connection, Keep-Alive).
 */
export interface PlainReply {
  head: readonly Buffer[];
  body: Buffer | null;
}

/** The answer to a plain request, or null: node:http takes the request and the connection. */
export type PlainAnswer = (head: RequestHead, socket: Socket) => PlainReply | null;

/** Date, Connection and Keep-Alive as node:http writes them, and the blank line: made once a second. */
class ConnectionHeaders {
  private second = -1;
  private keepAlive = -1;
  private bytes = { open: Buffer.alloc(0), close: Buffer.alloc(0) };

  get(keepAliveSeconds: number, close: boolean): Buffer {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second || keepAliveSeconds !== this.keepAlive) {
      this.second = second;
      this.keepAlive = keepAliveSeconds;
      const date = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
      this.bytes = {
        open: Buffer.from(`${date}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`, "latin1"),
        close: Buffer.from(`${date}Connection: close\r\n\r\n`, "latin1"),
      };
    }
    return close ? this.bytes.close : this.bytes.open;
  }
}

export interface PlainRequestFront {
  /** Connections this front still holds (not handed to node:http). */
  readonly size: number;
  /** On shutdown: connections with nothing left to write are closed, the rest once written. */
  closeIdle(): void;
  closeAll(): void;
}

type ConnectionListener = (this: Server, socket: Socket) => void;

export function answerPlainRequestsFirst(server: Server, answer: PlainAnswer): PlainRequestFront {
  const nodeListener = server.listeners("connection").find((l) => l.name === "connectionListener") as ConnectionListener | undefined;
  // Node's own listener takes every connection the front lets go. A Node whose listener has
  // another name stops here, at start, in every test that starts a server.
  if (!nodeListener) throw new Error("node:http's connection listener was not found");
  server.removeListener("connection", nodeListener);
  const sockets = new Set<Socket>();
  const connectionHeaders = new ConnectionHeaders();

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    // Bytes read but not yet answered while the client is slow to read what was written.
    let unanswered: Buffer | null = null;

    const toNode = (rest: Buffer) => {
      sockets.delete(socket);
      socket.off("data", serve);
      socket.off("drain", resume);
      socket.off("end", onEnd);
      socket.off("timeout", onTimeout);
      socket.off("error", onError);
      socket.setTimeout(0);
      if (rest.length > 0) socket.unshift(rest);
      nodeListener.call(server, socket);
    };

    function serve(bytes: Buffer): void {
      let offset = 0;
      while (offset < bytes.length) {
        // Pipelined requests from a client that does not read: stop until it does, as node does.
        if (socket.writableNeedDrain) {
          unanswered = bytes.subarray(offset);
          socket.pause();
          return;
        }
        const head = parsePlainHead(bytes, offset);
        const reply = head && answer(head, socket);
        if (!head || !reply) return toNode(bytes.subarray(offset));
        socket.cork();
        for (const part of reply.head) socket.write(part);
        socket.write(connectionHeaders.get(Math.floor(server.keepAliveTimeout / 1000), head.close));
        if (reply.body) socket.write(reply.body);
        socket.uncork();
        // As node:http does: the answer, then the end; anything sent after it is not read.
        if (head.close) {
          socket.off("data", serve);
          socket.end();
          return;
        }
        offset += head.length;
      }
      socket.setTimeout(server.keepAliveTimeout);
    }

    function resume(): void {
      if (!unanswered) return;
      const bytes = unanswered;
      unanswered = null;
      socket.resume();
      serve(bytes);
    }

    // The client closed its side: what it sent and is not yet answered is dropped, as node:http
    // drops its unanswered requests then (its httpAllowHalfOpen is false).
    function onEnd(): void {
      unanswered = null;
      socket.end();
    }
    const onTimeout = () => socket.destroy();
    // A reset or a broken pipe: nothing to answer any more.
    const onError = () => socket.destroy();

    socket.on("data", serve);
    socket.on("drain", resume);
    socket.on("end", onEnd);
    socket.on("timeout", onTimeout);
    socket.on("error", onError);
    socket.once("close", () => sockets.delete(socket));
    // Until the first request: as long as node:http would wait for a request's head.
    socket.setTimeout(server.headersTimeout);
  });

  return {
    get size() {
      return sockets.size;
    },
    closeIdle() {
      for (const socket of sockets) {
        if (socket.writableLength === 0) socket.destroy();
        else socket.end();
      }
    },
    closeAll() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

export type { RequestHead };
