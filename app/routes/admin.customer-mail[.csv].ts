import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listAllContactMessages } from "~/models/contact-message.server";
import { requireStaff } from "~/services/auth/auth.server";
import { toCsv, UTF8_BOM } from "~/utils/csv";

const HEADER = ["ID", "Received", "Name", "Email", "Phone", "Subject", "Message", "Read at", "IP address"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "contact-messages");
  const messages = await listAllContactMessages(db());
  const rows = messages.map((message) => [
    message.id,
    message.created_at,
    message.name,
    message.email,
    message.phone,
    message.subject,
    message.message,
    message.read_at,
    message.ip,
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(UTF8_BOM + toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
