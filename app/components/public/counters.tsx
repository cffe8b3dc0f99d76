export interface CounterItem {
  label: string;
  value: number;
  suffix?: string;
}

const NUMBER_FORMAT = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export function Counters({ items }: { items: CounterItem[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="counters">
      {items.map((item, index) => (
        <div className="counter" key={index}>
          <dt>{item.label}</dt>
          <dd>
            {NUMBER_FORMAT.format(item.value)}
            {item.suffix}
          </dd>
        </div>
      ))}
    </dl>
  );
}
