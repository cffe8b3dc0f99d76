import type { SerializeFrom } from "@remix-run/node";

/** A server value as a component receives it through useLoaderData (dates become strings). */
export type Jsonify<T> = SerializeFrom<T>;
