import { z } from "zod";
import type { ApiKeyListed } from "~/models/api-key.server";
import { apiKeySchema } from "~/schemas/api-key";
import type { ApiKeyInfo } from "~/services/auth/api-key.server";
import { idJson } from "~/services/content/json";
import { named, type Endpoint } from "./openapi.server";
import { countMetaSchema, dataOf, listOf } from "./shapes";

export const apiKeyJsonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(["read", "write"]),
  key_start: z.string().meta({ description: "The key's first characters, to tell keys apart; the key itself is shown only once" }),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable().meta({ description: "The email of the admin who made it; the key acts for them" }),
});

export function apiKeyJson(key: ApiKeyInfo | ApiKeyListed, createdBy: string | null): z.output<typeof apiKeyJsonSchema> {
  return {
    id: Number(key.id),
    name: key.name,
    scope: key.scope,
    key_start: key.key_start,
    expires_at: key.expires_at?.toISOString() ?? null,
    last_used_at: key.last_used_at?.toISOString() ?? null,
    created_at: key.created_at.toISOString(),
    created_by: createdBy,
  };
}

const tag = "API keys";
const common = { tag, access: "admin" as const };
const idParam = { name: "id", description: "The key's id", schema: idJson() };

export const apiKeyTag = {
  name: tag,
  description: "Admin: named keys for integrations, read or write, sent as `Authorization: Bearer apikey_…` (admins only)",
};

export const apiKeyEndpoints: Endpoint[] = [
  {
    ...common,
    method: "get",
    path: "/api/admin/api-keys",
    operationId: "listApiKeys",
    summary: "List the API keys, newest first (never the keys themselves)",
    success: [{ status: 200, description: "Every key", schema: named("ApiKeyList", listOf(apiKeyJsonSchema, countMetaSchema)) }],
    errors: [401, 403],
  },
  {
    ...common,
    method: "post",
    path: "/api/admin/api-keys",
    operationId: "createApiKey",
    summary: "Make an API key; its token is in this answer only",
    description:
      "A key acts for the admin who makes it, as an editor: `read` reaches the public and admin reads, `write` also what an editor may change; " +
      "neither reaches the admins' own areas. A read key gets 403 on any write. It stops working at `expires_at`, when revoked, " +
      "or when its admin is disabled or no longer an admin. Its writes are audited under its name.",
    body: { fields: named("ApiKeyInput", apiKeySchema) },
    success: [
      {
        status: 201,
        description: "Made",
        schema: named("NewApiKey", dataOf(apiKeyJsonSchema.extend({ token: z.string().meta({ description: "The key: shown this once" }) }))),
      },
    ],
    errors: [401, 403, 400, 413, 415, 419, 422],
  },
  {
    ...common,
    method: "delete",
    path: "/api/admin/api-keys/{id}",
    operationId: "revokeApiKey",
    summary: "Revoke an API key at once",
    pathParams: [idParam],
    success: [{ status: 204, description: "Revoked" }],
    errors: [401, 403, 404, 419],
  },
];
