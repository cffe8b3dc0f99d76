/**
 * German text for the demo's customer stories, where the site speaks German: every story is
 * translated. The customer's name, the pictures, the quoted person and the related items are the
 * story's; the figures are written as German writes numbers and units.
 */

export interface GermanStory {
  /** The story's title in the default language. */
  original: string;
  title: string;
  industry: string;
  summary: string;
  challenge: string;
  work: string;
  result: string;
  figures: ReadonlyArray<{ value: string; label: string }>;
  quote: { text: string; role: string };
}

/** The body's headings, as the English story's "The challenge", "What we did" and "The result". */
export const STORY_HEADINGS_IN_GERMAN = { challenge: "Die Ausgangslage", work: "Unser Vorgehen", result: "Das Ergebnis" } as const;

export const CUSTOMER_STORIES_IN_GERMAN: readonly GermanStory[] = [
  {
    original: "Baltic Freightways cuts unplanned downtime by 38%",
    title: "Baltic Freightways senkt ungeplante Stillstände um 38 %",
    industry: "Logistik",
    summary: "Sensoren an 1.200 Förderbändern und Gabelstaplern in sechs Depots melden einen Ausfall Tage, bevor er eine Schicht lahmlegt.",
    challenge:
      "Defekte Förderbänder und Gabelstapler legten etwa zweimal pro Woche ein Depot still, und die erste Warnung war meist ein Lkw, der zu spät kam.",
    work:
      "Wir haben jeden Förderbandmotor mit einem Sensor Hub S4 ausgestattet, jedes Depot über ein Edge Gateway X1 angebunden und " +
      "Ausfallmodelle mit den Reparaturprotokollen aus drei Jahren trainiert.",
    result:
      "Innerhalb eines Jahres gingen die ungeplanten Stillstände um 38 % zurück. Reparaturen finden nicht mehr als nächtlicher Notfall statt, " +
      "sondern zu geplanten Zeiten unter der Woche.",
    figures: [
      { value: "38 %", label: "weniger ungeplante Stillstände" },
      { value: "1.200", label: "überwachte Maschinen" },
      { value: "11 Wochen", label: "von der Begehung bis zum sechsten Depot" },
    ],
    quote: {
      text: "Früher erfuhren wir von einem kaputten Förderband durch einen verärgerten Kunden. Heute reparieren wir es, bevor die Schicht beginnt.",
      role: "Leiterin Betrieb",
    },
  },
  {
    original: "Aurelia Health answers critical security alerts in 9 minutes",
    title: "Aurelia Health reagiert in 9 Minuten auf kritische Sicherheitsalarme",
    industry: "Gesundheitswesen",
    summary:
      "Ein Klinikverbund mit vier Standorten hat 4.800 Beschäftigte auf Single Sign-on umgestellt und lässt seine Alarme rund um die Uhr von unserem Betriebszentrum bearbeiten.",
    challenge:
      "Ärztinnen, Ärzte und Pflegekräfte meldeten sich pro Schicht an elf Systemen an, geteilte Passwörter waren an der Tagesordnung, " +
      "und das zweiköpfige Sicherheitsteam konnte Nächte und Wochenenden nicht abdecken.",
    work:
      "Wir haben Single Sign-on eingeführt, bei dem ein Mitarbeiterausweis am Stationsrechner genügt, die Zugangsdaten von 60 klinischen Systemen " +
      "in Secure Vault verlegt und die Bearbeitung der Alarme in unserem durchgehend besetzten Betriebszentrum übernommen.",
    result:
      "Auf kritische Alarme reagieren wir heute im Median nach 9 Minuten, und der Verbund hat sein ISO-27001-Überwachungsaudit ohne wesentliche Abweichung bestanden.",
    figures: [
      { value: "9 Min.", label: "bis zur Reaktion auf kritische Alarme (Median)" },
      { value: "4.800", label: "Beschäftigte mit Single Sign-on" },
    ],
    quote: {
      text: "Unsere Pflegekräfte melden sich einmal pro Schicht an statt elfmal, und unser Sicherheitsteam kann endlich wieder ruhig schlafen.",
      role: "Leiterin Medizininformatik",
    },
  },
  {
    original: "Kessler Markets restocks its shelves before the doors open",
    title: "Kessler Markets füllt die Regale auf, bevor sich die Türen öffnen",
    industry: "Einzelhandel",
    summary: "Prognosen je Filiale und Regal sorgen dafür, dass 140 Supermärkte bestellen, was morgen knapp wird, und nicht, was gestern ausverkauft war.",
    challenge:
      "Die Marktleitungen bestellten nach den Verkaufszahlen der Vorwoche. So war frische Ware an vollen Tagen ausverkauft und landete an ruhigen im Abfall.",
    work:
      "Wir haben Kassen-, Bestands- und Wetterdaten auf einer Datenplattform zusammengeführt, Regallücken mit Kameras vom Typ Vision Node V2 " +
      "gezählt und jeder Filiale ein Dashboard für den Morgen eingerichtet.",
    result: "Im ersten Jahr stieg der Umsatz je Filiale um 6,5 %, während die Lebensmittelabfälle um 22 % zurückgingen.",
    figures: [
      { value: "6,5 %", label: "mehr Umsatz je Filiale" },
      { value: "22 %", label: "weniger Lebensmittelabfälle" },
      { value: "140", label: "Filialen" },
    ],
    quote: {
      text: "Das Dashboard zeigt meinen Marktleitungen, was morgen ausgeht. Das hat verändert, wie wir bestellen.",
      role: "Vorstand Operations",
    },
  },
];
