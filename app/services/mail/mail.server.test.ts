import { resetEnvCache } from "~/env.server";
import { startTestSmtpServer } from "../../../tests/helpers/smtp";
import { sendMail } from "./mail.server";

describe("sendMail", () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetEnvCache();
  });

  it("sends through the SMTP server of SMTP_URL", async () => {
    const smtp = await startTestSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      process.env.MAIL_FROM = "Site <site@example.test>";
      resetEnvCache();
      const result = await sendMail({ to: "person@example.test", subject: "Hello there", text: "Body text" });
      expect(result).toEqual({ sent: true });
      const mail = await smtp.waitFor("person@example.test");
      expect(mail.from).toBe("site@example.test");
      expect(mail.decoded).toContain("Subject: Hello there");
      expect(mail.decoded).toContain("Body text");
    } finally {
      delete process.env.MAIL_FROM;
      await smtp.close();
    }
  });

  it("sends nothing without SMTP_URL and says so", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await sendMail({ to: "person@example.test", subject: "S", text: "T" })).toEqual({ sent: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
  });

  it("throws when the SMTP server is unreachable", async () => {
    const smtp = await startTestSmtpServer();
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    await expect(sendMail({ to: "person@example.test", subject: "S", text: "T" })).rejects.toThrow();
  });
});
