import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY is set. */
    clientIp: string;
  }
}

/** The client address of a request, from the load context server.ts builds. */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}
