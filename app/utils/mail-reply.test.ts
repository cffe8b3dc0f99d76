import { replyHref } from "./mail-reply";

describe("replyHref", () => {
  it("addresses the sender, answers the subject and quotes every line of the message", () => {
    const href = replyHref({ email: "sarah@example.test", subject: "Quote for 40 gateways", message: "Hello,\r\nwe need 40 & more?" });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("sarah@example.test");
    expect(url.searchParams.get("subject")).toBe("Re: Quote for 40 gateways");
    expect(url.searchParams.get("body")).toBe("\n\n> Hello,\n> we need 40 & more?");
  });

  it("names a message without a subject", () => {
    expect(new URL(replyHref({ email: "a@example.test", subject: null, message: "Hi" })).searchParams.get("subject")).toBe("Re: your message");
    expect(new URL(replyHref({ email: "a@example.test", subject: "", message: "Hi" })).searchParams.get("subject")).toBe("Re: your message");
  });
});
