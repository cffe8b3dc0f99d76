import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { db } from "~/db/db.server";

export const meta: MetaFunction = () => [{ title: "Home" }];

export async function loader() {
  const solutions = await db()
    .selectFrom("solution")
    .select(["id", "title", "slug"])
    .where("status", "=", "published")
    .orderBy("sort_order")
    .execute();
  return json({ solutions });
}

export default function Home() {
  const { solutions } = useLoaderData<typeof loader>();
  return (
    <main className="container">
      <h1>Welcome</h1>
      <ul>
        {solutions.map((solution) => (
          <li key={solution.id}>{solution.title}</li>
        ))}
      </ul>
    </main>
  );
}
