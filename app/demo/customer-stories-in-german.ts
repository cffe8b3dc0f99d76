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
  /** A paragraph, or several. */
  challenge: string | readonly string[];
  work: string;
  /** What the work was, step by step: a list under the work's paragraph. */
  steps?: readonly string[];
  result: string | readonly string[];
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
    challenge: [
      "Defekte Förderbänder und Gabelstapler legten etwa zweimal pro Woche ein Depot still, und die erste Warnung war meist ein Lkw, der zu spät kam.",
      "Die Wartung folgte einem festen Kalender: Jeder Motor wurde alle sechs Monate gewartet, ob nötig oder nicht, während die Ausfälle dazwischen erst die Nachtschicht bemerkte. " +
        "Ersatzteile wurden erst nach einem Ausfall bestellt, sodass ein einziges defektes Getriebe eine Linie zwei Tage aufhalten konnte.",
    ],
    work:
      "Wir haben jeden Förderbandmotor mit einem Sensor Hub S4 ausgestattet, jedes Depot über ein Edge Gateway X1 angebunden und " +
      "Ausfallmodelle mit den Reparaturprotokollen aus drei Jahren trainiert.",
    steps: [
      "Eine zweiwöchige Bestandsaufnahme der rund 200 Maschinen je Depot, geordnet nach den Kosten eines Stillstands",
      "Schwingungs- und Temperatursensoren an jedem Förderbandmotor und jeder Ladestation, ausgelesen von einem Sensor Hub S4 je Gang",
      "Ein Edge Gateway X1 je Depot, das die Messwerte über das vorhandene Netz sendet und bei Bedarf auf LTE ausweicht",
      "Ausfallmodelle, die drei bis zehn Tage vor einem erwarteten Defekt einen Wartungsauftrag im bestehenden System der Planer anlegen",
    ],
    result: [
      "Innerhalb eines Jahres gingen die ungeplanten Stillstände um 38 % zurück. Reparaturen finden nicht mehr als nächtlicher Notfall statt, " +
        "sondern zu geplanten Zeiten unter der Woche.",
      "Ersatzteile werden heute bestellt, sobald ein Modell warnt, und nicht erst nach einem Ausfall; die Depots halten 30 % weniger davon vor. " +
        "Von der ersten Begehung bis zum sechsten Depot vergingen elf Wochen.",
    ],
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
    challenge: [
      "Ärztinnen, Ärzte und Pflegekräfte meldeten sich pro Schicht an elf Systemen an, geteilte Passwörter waren an der Tagesordnung, " +
        "und das zweiköpfige Sicherheitsteam konnte Nächte und Wochenenden nicht abdecken.",
      "Neue Beschäftigte warteten bis zu drei Tage auf ihre Zugänge, und wer ging, behielt sie oft noch wochenlang, weil keine Liste zeigte, wer was öffnen durfte. " +
        "Alarme der Firewalls und der klinischen Systeme landeten in einem gemeinsamen Postfach, das werktags morgens gelesen wurde.",
    ],
    work:
      "Wir haben Single Sign-on eingeführt, bei dem ein Mitarbeiterausweis am Stationsrechner genügt, die Zugangsdaten von 60 klinischen Systemen " +
      "in Secure Vault verlegt und die Bearbeitung der Alarme in unserem durchgehend besetzten Betriebszentrum übernommen.",
    steps: [
      "Single Sign-on für 4.800 Beschäftigte, mit Anmeldung per Ausweis an 900 gemeinsam genutzten Stationsrechnern",
      "Zugänge, die aus dem Personalsystem angelegt und entfernt werden: Wer geht, verliert den Zugang an seinem letzten Tag",
      "Die Passwörter und Schlüssel von 60 klinischen Systemen in Secure Vault, jede Nutzung protokolliert",
      "Alarmbearbeitung in unserem durchgehend besetzten Betriebszentrum, das bei allem Kritischen das Team des Klinikverbunds anruft",
    ],
    result: [
      "Auf kritische Alarme reagieren wir heute im Median nach 9 Minuten, und der Verbund hat sein ISO-27001-Überwachungsaudit ohne wesentliche Abweichung bestanden.",
      "Neue Beschäftigte haben heute am ersten Morgen alle Zugänge, und die Überprüfung der Berechtigungen, die das Team jedes Quartal einen Monat kostete, " +
        "ist ein Bericht, den es an einem Tag abzeichnet.",
    ],
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
    challenge: [
      "Die Marktleitungen bestellten nach den Verkaufszahlen der Vorwoche. So war frische Ware an vollen Tagen ausverkauft und landete an ruhigen im Abfall.",
      "Jede der 140 Filialen führte ihre eigene Tabelle, die Zentrale sah die Zahlen der Woche erst am Montag, " +
        "und Regallücken fielen erst auf, wenn eine Kundin nach etwas fragte, das nicht da war.",
    ],
    work:
      "Wir haben Kassen-, Bestands- und Wetterdaten auf einer Datenplattform zusammengeführt, Regallücken mit Kameras vom Typ Vision Node V2 " +
      "gezählt und jeder Filiale ein Dashboard für den Morgen eingerichtet.",
    steps: [
      "Kassen-, Bestands- und lokale Wetterdaten auf einer Datenplattform, stündlich aktualisiert",
      "Eine Prognose je Filiale und Regal für die nächsten drei Tage, trainiert mit den Verkäufen aus zwei Jahren",
      "Kameras vom Typ Vision Node V2 über den Frischeabteilungen, die Lücken zählen und vor der Öffnung melden",
      "Ein Dashboard in Insight Studio für jede Marktleitung am Morgen, mit einem fertigen Bestellvorschlag",
    ],
    result: [
      "Im ersten Jahr stieg der Umsatz je Filiale um 6,5 %, während die Lebensmittelabfälle um 22 % zurückgingen.",
      "Die Marktleitungen brauchen für die Morgenbestellung heute zehn Minuten statt einer Stunde, und die Zentrale sieht die Zahlen des Vortags für jede Filiale vor 7 Uhr.",
    ],
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
  {
    original: "Hallam Components moves its plants to the cloud without losing a shift",
    title: "Hallam Components zieht in die Cloud um, ohne eine Schicht zu verlieren",
    industry: "Fertigung",
    summary:
      "Ein Automobilzulieferer mit drei Werken hat seinen veralteten Serverraum geschlossen und betreibt 52 Anwendungen, darunter die Fertigungsplanung, heute auf verwalteten Clustern in der Cloud.",
    challenge:
      "Der Serverraum hinter dem Werk in Sheffield war aus der Garantie und hing an einer einzigen Klimaanlage. Jedes Update der Fertigungsplanung bedeutete einen Stillstand am Wochenende, den die Just-in-time-Lieferungen an die Autohersteller kaum verkraften konnten.",
    work:
      "Wir haben alle 52 Anwendungen samt ihren Abhängigkeiten erfasst und sie in sechs Wellen an Wochenenden umgezogen, jede mit einem vorher geprobten Weg zurück. " +
      "Die Fertigungsplanung haben wir auf Managed Kubernetes in zwei Cloud-Regionen neu aufgebaut und die drei Werke über private Leitungen angebunden.",
    result:
      "Sieben Monate nach unserer ersten Bestandsaufnahme wurde der letzte Server abgeschaltet. Updates der Fertigungsplanung gehen heute an einem Werktagnachmittag in zwanzig Minuten live, " +
      "und die Infrastrukturkosten liegen 27 % unter denen des Serverraums.",
    figures: [
      { value: "52", label: "umgezogene Anwendungen" },
      { value: "0", label: "durch den Umzug verlorene Schichten" },
      { value: "27 %", label: "niedrigere Infrastrukturkosten" },
    ],
    quote: {
      text: "Früher kostete uns jedes Update ein Wochenende und einen nervösen Montag. Heute spielen wir es an einem Dienstagnachmittag ein, und die Linien merken nichts davon.",
      role: "IT-Leiter",
    },
  },
  {
    original: "Harrowdale Water runs 860 pumping stations from one console",
    title: "Harrowdale Water steuert 860 Pumpwerke von einer Konsole aus",
    industry: "Versorgungswirtschaft",
    summary:
      "Ein regionaler Wasserversorger hat die Fernwirktechnik per Wählverbindung in seinen Pumpwerken durch Edge Gateway X1 ersetzt, aktualisiert und überwacht mit Fleet Manager.",
    challenge:
      "Die Unterstationen der 860 Pumpwerke waren zwanzig Jahre alt. Viele meldeten sich nur alle vier Stunden per Wählverbindung, sodass eine ausgefallene Pumpe oft erst durch einen Kunden oder einen überlaufenden Schacht auffiel. " +
      "Und für jede neue Firmware musste ein Techniker zu jedem einzelnen Standort fahren.",
    work:
      "Wir haben in den Schaltschrank jedes Pumpwerks ein Edge Gateway X1 eingebaut, das die vorhandenen Steuerungen über Modbus ausliest und jede Minute per LTE meldet. " +
      "Fleet Manager verteilt Updates in Stufen, und die Dashboards in Insight Studio warnen die Leitwarte, sobald der Strom einer Pumpe oder der Pegel eines Schachts abweicht.",
    result:
      "Gewässerverunreinigungen durch Pumpenausfälle gingen im ersten Jahr um 41 % zurück. Das jüngste Firmware-Update erreichte alle 860 Pumpwerke in zwei Tagen, ohne einen einzigen Einsatz vor Ort.",
    figures: [
      { value: "860", label: "angebundene Pumpwerke" },
      { value: "41 %", label: "weniger Gewässerverunreinigungen durch Pumpenausfälle" },
      { value: "2 Tage", label: "für ein Update aller Pumpwerke" },
    ],
    quote: {
      text: "Ein Update bedeutete früher sechs Monate Fahrten zu den Standorten. Heute starten wir es am Montag, und am Mittwoch hat es jedes Pumpwerk.",
      role: "Leiter Fernwirktechnik",
    },
  },
  {
    original: "Fairhaven Building Society gets its ISO 27001 certificate in eight months",
    title: "Fairhaven Building Society erhält in acht Monaten das ISO-27001-Zertifikat",
    industry: "Finanzdienstleistungen",
    summary:
      "Eine Bausparkasse mit 38 Filialen kam von einem Ordner veralteter Richtlinien zur Zertifizierung nach ISO 27001 und sammelt ihre Nachweise heute im laufenden Betrieb.",
    challenge:
      "Die Aufsicht und der Versicherer der Bausparkasse wollten belegt sehen, dass ihre Kontrollen wirken. Die Richtlinien waren vier Jahre alt, Nachweise lagen in Postfächern und Tabellen, " +
      "und die Schlüssel für die Verschlüsselung des Baufinanzierungssystems lagen auf einem Dateiserver.",
    work:
      "Wir haben eine Gap-Analyse nach ISO 27001 durchgeführt, die fehlenden Richtlinien mit dem Risikoteam geschrieben und die Schlüssel und Zertifikate von 24 Kernsystemen in Secure Vault verlegt. " +
      "Jede Kontrolle hat heute eine verantwortliche Person, und ihre Nachweise werden jeden Monat in einem gemeinsamen Arbeitsbereich gesammelt.",
    result:
      "Acht Monate nach der Gap-Analyse war die Bausparkasse zertifiziert, ohne eine wesentliche Abweichung. Die Vorbereitung auf die jährliche Resilienzprüfung der Aufsicht dauerte früher sechs Wochen, heute vier Tage.",
    figures: [
      { value: "8 Monate", label: "von der Gap-Analyse bis zum Zertifikat" },
      { value: "0", label: "wesentliche Abweichungen" },
      { value: "4 Tage", label: "Vorbereitung auf die jährliche Prüfung statt sechs Wochen" },
    ],
    quote: {
      text: "Wenn ein Auditor eine Frage stellt, schicke ich einen Link, statt eine Woche lang zu suchen.",
      role: "Chief Risk Officer",
    },
  },
];
