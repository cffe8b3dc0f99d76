import { useSiteContact } from "./site-contact";
import { useSiteWords } from "./words";

/** Beside a form that asks for personal details: what they are used for, and the privacy page when the site has one. */
export function PrivacyNote() {
  const { privacy } = useSiteContact();
  const { say } = useSiteWords();
  return (
    <p className="privacy-note">
      {say("contact.privacy")}
      {privacy ? (
        <>
          {" "}
          <a href={privacy.href}>{privacy.label}</a>
        </>
      ) : null}
    </p>
  );
}
