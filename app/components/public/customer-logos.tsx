import { Link } from "@remix-run/react";
import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";
import { useSiteWords } from "./words";

export type CustomerLogo = { id: number; name: string; href: string; logo: PublicImage | null };

/** "Trusted by": the customers of the newest stories, each logo (or name) leading to its story, on every language's home. */
export function CustomerLogos({ customers }: { customers: CustomerLogo[] }) {
  const { say } = useSiteWords();
  if (customers.length === 0) return null;
  return (
    <section className="section section-tight" aria-labelledby="our-customers">
      <div className="container">
        <h2 id="our-customers" className="logo-strip-heading">
          {say("home.trustedBy")}
        </h2>
        <ul className="logo-strip">
          {customers.map((customer) => (
            <li key={customer.id}>
              {/* The logo is the customer's name drawn; it leads to their story. */}
              <Link to={customer.href} title={`${customer.name}: ${say("home.theirStory")}`}>
                {customer.logo ? <ResponsiveImage image={customer.logo} sizes="160px" alt={customer.name} /> : customer.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
