/**
 * Reads a page form's fields. A body that is not a form, or a field holding a
 * NUL (no keyboard types one, and PostgreSQL refuses to store it), is a bad
 * request: the answer is 400 naming the problem, never a server error.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badForm("The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data.");
  }
  for (const [name, value] of form) {
    if (typeof value === "string" && value.includes("\u0000")) throw badForm(`The field “${name}” contains a NUL character.`);
  }
  return form;
}

function badForm(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
