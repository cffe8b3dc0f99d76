import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { contactMessageSchema } from "~/schemas/contact-message";
import { CONTACT_RECEIVED } from "~/services/api/public-content.server";
import { parseRequestBody, rawField, readRequestBody } from "~/services/api/request-body.server";
import { isHoneypotFilled, logDroppedContactMessage, receiveContactMessage } from "~/services/content/contact.server";
import { apiRoute, jsonMessage, methodNotAllowed, tooManyAttempts } from "~/services/api/http.server";

/** A filled honeypot (`website`) is answered like a success and dropped; the message is stored before it is emailed. */
export const action = apiRoute(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const ip = clientIp(context);
  const body = await readRequestBody(request);
  if (isHoneypotFilled(rawField(body, "website"))) {
    logDroppedContactMessage(ip);
    return jsonMessage(CONTACT_RECEIVED, 201);
  }
  const values = parseRequestBody(body, contactMessageSchema);
  const outcome = await receiveContactMessage(db(), { values, ip, userAgent: request.headers.get("User-Agent") });
  if (outcome.status === "limited") return tooManyAttempts(outcome.retryAfterSeconds);
  // The email goes after the answer; a failure is logged and the message stays in the inbox.
  void outcome.delivery;
  return jsonMessage(CONTACT_RECEIVED, 201);
});

export const loader = apiRoute(() => methodNotAllowed(["POST"]));
