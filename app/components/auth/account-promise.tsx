import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useSiteWords } from "~/components/public/words";

/**
 * The sign-in and registration pages on a site that keeps its details for customers: the form's card
 * beside a panel in the brand's blue that says what a free account opens, so the page says why it asks
 * before it asks. On a phone the sign-in form comes first, the panel after it; the registration's panel
 * leads, as the reason to fill in its five fields. `registerHref` (on the sign-in page) ends the panel
 * with the way to an account.
 */
export function AccountPromiseLayout({ children, registerHref }: { children: ReactNode; registerHref?: string }) {
  const { say } = useSiteWords();
  return (
    <div className={registerHref ? "auth-split" : "auth-split auth-split-promise-first"}>
      {children}
      <aside className="account-promise" aria-labelledby="account-promise-title">
        <h2 id="account-promise-title">{say("account.promise.title")}</h2>
        <p>{say("register.intro")}</p>
        <ul>
          <li>{say("register.benefit.articles")}</li>
          <li>{say("register.benefit.details")}</li>
          <li>{say("register.benefit.certificates")}</li>
        </ul>
        <p className="account-promise-free">{say("register.free")}</p>
        {registerHref ? (
          <p>
            <Link className="button account-promise-button" to={registerHref}>
              {say("account.promise.create")}
            </Link>
          </p>
        ) : null}
      </aside>
    </div>
  );
}
