// Every answer through Express carries an X-Request-Id, and the request's log lines name it
// (issue 43 item 5): a visitor's "it said something went wrong" becomes one search in the log.
// A trusted proxy's own id (nginx's $request_id) is kept, so its access log and ours agree.
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const SHAPE = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIds(trusted: (address: string | undefined, hop: number) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const offered = req.headers["x-request-id"];
    const id = typeof offered === "string" && SHAPE.test(offered) && trusted(req.socket.remoteAddress, 0) ? offered : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

export const requestIdOf = (res: Response): string | undefined => res.locals.requestId as string | undefined;
