import { useSiteWords } from "./words";

export interface CounterItem {
  label: string;
  value: number;
  suffix?: string;
}

/** Figures as the page's language writes them: 1,200 and 99.98 in English, 1.200 and 99,98 in German. */
export function Counters({ items }: { items: CounterItem[] }) {
  const { locale } = useSiteWords();
  if (items.length === 0) return null;
  const format = new Intl.NumberFormat(locale === "en" ? "en-GB" : locale, { maximumFractionDigits: 2 });
  return (
    <dl className="counters">
      {items.map((item, index) => (
        <div className="counter" key={index}>
          <dt>{item.label}</dt>
          <dd>
            {format.format(item.value)}
            {item.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
