import { json } from "@remix-run/node";
import type { Actor, Failure } from "~/services/content/command.server";
import { jsonMessage, notFound, validationError } from "~/services/api/http.server";

/** Who writes through the admin API: the admin and the address, for the audit log. */
export type AdminCaller = { actor: Actor; ip: string };

/** A content command's refusal as the API's error answer (docs/product.md#json-api). */
export function failureResponse(failure: Failure): Response {
  switch (failure.status) {
    case 422:
      return validationError(failure.fieldErrors);
    case 404:
      return notFound();
    case 409:
      return jsonMessage(failure.message, 409);
    case 413:
      return json({ message: failure.message, errors: failure.fieldErrors }, { status: 413 });
  }
}
