import type { NextFunction, Request, Response } from "express";
import { checkRequestTarget } from "~/lib/request-target";
import { sendRefusal } from "./form-body.server";
import type { Logger } from "./logger.server";

/** First in line: a request line no route can handle is answered 4xx here, not 500 later. */
export function requestTargetGuard(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const checked = checkRequestTarget(req.method, req.originalUrl);
    if ("refusal" in checked) return sendRefusal(req, res, checked.refusal, log, "request target");
    if (checked.url !== req.originalUrl) {
      req.url = checked.url;
      req.originalUrl = checked.url;
    }
    next();
  };
}
