/**
 * German text for the demo's solutions, products and their categories, where the site speaks
 * German. The product "Secure Vault" alone has no German text, on purpose: it shows what a missing
 * translation does on the German site (left out, or shown in the default language where the site falls back).
 */

export interface GermanCategory {
  /** The category's slug in the default language. */
  original: string;
  name: string;
  description: string;
}

export interface GermanItem {
  /** The item's title in the default language. */
  original: string;
  title: string;
  summary: string;
  detail: string;
  features: readonly [string, string, string];
  quote: string;
  specs?: ReadonlyArray<readonly [string, string]>;
}

export const SOLUTION_CATEGORIES_IN_GERMAN: readonly GermanCategory[] = [
  {
    original: "cloud-infrastructure",
    name: "Cloud & Infrastruktur",
    description: "Verlagern, betreiben und skalieren Sie Ihre Workloads auf einer Infrastruktur, die von Grund auf sicher ist.",
  },
  {
    original: "data-analytics",
    name: "Daten & Analytics",
    description: "Machen Sie aus Betriebsdaten fundierte Entscheidungen – mit Datenpipelines und Dashboards, denen Ihre Teams vertrauen.",
  },
  {
    original: "security-compliance",
    name: "Sicherheit & Compliance",
    description: "Schützen Sie Menschen, Daten und Systeme – und weisen Sie es Ihren Prüfern lückenlos nach.",
  },
];

export const PRODUCT_CATEGORIES_IN_GERMAN: readonly GermanCategory[] = [
  {
    original: "edge-hardware",
    name: "Edge-Hardware",
    description: "Robuste Geräte, die Daten dort erfassen und verarbeiten, wo sie entstehen.",
  },
  {
    original: "software",
    name: "Software",
    description: "Die Plattform, mit der Sie Ihre Geräteflotte und Ihre Daten verwalten – im eigenen Rechenzentrum oder als Service.",
  },
];

export const SOLUTIONS_IN_GERMAN: readonly GermanItem[] = [
  {
    original: "Cloud Migration",
    title: "Cloud-Migration",
    summary: "Verlagern Sie Ihre Anwendungen risikoarm in die Cloud – sorgfältig geplant und zuverlässig umgesetzt.",
    detail: "Zuerst erfassen wir jede Anwendung mit all ihren Abhängigkeiten, dann migrieren wir sie in Etappen – jeweils mit einem getesteten Weg zurück.",
    features: [
      "Ein Migrationsplan mit Kostenschätzung für jede Anwendung",
      "Umstellungen am Wochenende, mit einem geprobten Rollback für jede Anwendung",
      "Dreißig Tage Hypercare nach der letzten Umstellung",
    ],
    quote: "Zweiundfünfzig Anwendungen an sechs Wochenenden umgezogen – und die Werke haben keine einzige Schicht verloren. — IT-Leiter, Automobilzulieferer",
  },
  {
    original: "Managed Kubernetes",
    title: "Managed-Kubernetes-Service",
    summary: "Produktionsreife Cluster, rund um die Uhr gepatcht und überwacht.",
    detail: "Cluster in Ihrem Cloud-Konto oder in Ihrem Rechenzentrum – aufgebaut aus denselben gehärteten Vorlagen und jedes Quartal aktualisiert.",
    features: [
      "Upgrades und Sicherheitspatches wenige Tage nach Veröffentlichung",
      "Monitoring, Logging und Backups vom ersten Tag an",
      "15 Minuten Reaktionszeit bei Störungen im Produktivbetrieb",
    ],
    quote: "Northwind hat uns geholfen, ungeplante Stillstände im ersten Jahr um 38 % zu senken. — Leiterin Plattform, Logistikgruppe",
  },
  {
    original: "Hybrid Networking",
    title: "Hybride Netzwerke",
    summary: "Ein Netzwerk für alle Standorte, Rechenzentren und Cloud-Regionen.",
    detail: "Ihre Standorte sind per SD-WAN verbunden, mit privaten Leitungen zu jeder Cloud-Region – gesteuert über zentrale Richtlinien und ein einziges Dashboard.",
    features: [
      "Standortanalysen und ein Netzwerkdesign, das Ihnen gehört",
      "Verschlüsselte Verbindungen mit automatischem Failover zwischen Providern",
      "Monatliche Berichte zu Latenz, Kapazität und Störungen",
    ],
    quote: "Unsere zwölf Werke laufen endlich in einem gemeinsamen Netzwerk, und neue Standorte sind in wenigen Tagen online. — Leiter Infrastruktur, Verpackungshersteller",
  },
  {
    original: "Data Platform",
    title: "Datenplattform",
    summary: "Ein Lakehouse mit klarer Governance, das alle Datenquellen an einem Ort zusammenführt.",
    detail: "Maschinendaten, ERP-Daten und Tabellenkalkulationen landen in einem katalogisierten Datenspeicher – mit Datenherkunft und Zugriffsregeln für jede Tabelle.",
    features: [
      "Konnektoren für OPC UA, MQTT, SAP und gängige Datenbanken",
      "Ein Datenkatalog mit klaren Verantwortlichen und Qualitätsprüfungen",
      "Transparente Kosten – pro Team und pro Pipeline",
    ],
    quote: "Zum ersten Mal sehen Finanzen und Produktion dieselben Zahlen. — CFO, Hersteller von Spezialchemikalien",
  },
  {
    original: "Business Dashboards",
    title: "Business-Dashboards",
    summary: "Live-Dashboards für Vertrieb, Betrieb und Finanzen.",
    detail: "Wir gehen von den Entscheidungen aus, die Ihre Führungskräfte jede Woche treffen, und bauen genau die wenigen Dashboards, die sie dabei unterstützen.",
    features: [
      "Workshops, in denen wir gemeinsam die entscheidenden Kennzahlen festlegen",
      "Dashboards, die sich alle paar Minuten aktualisieren – am Arbeitsplatz und auf dem Smartphone",
      "Schulungen, damit Ihre Analysten die Dashboards selbst erweitern können",
    ],
    quote: "Unsere Montagsbesprechung dauert jetzt zwanzig Minuten statt zwei Stunden. — Betriebsleiter, Lebensmittelgroßhändler",
  },
  {
    original: "Predictive Maintenance",
    title: "Vorausschauende Wartung",
    summary: "Modelle, die ausfallgefährdete Anlagen erkennen, bevor die Linie stillsteht.",
    detail: "Schwingungs-, Temperatur- und Stromsensoren speisen Modelle, die mit Ihrer eigenen Ausfallhistorie trainiert wurden – die Warnungen gehen direkt an die Instandhaltungsplanung.",
    features: [
      "Nachrüstung von Sensoren an Motoren, Pumpen und Förderbändern",
      "Warnungen mit der wahrscheinlichen Ursache und dem passenden Ersatzteil",
      "Vierteljährliche Überprüfung der Modellgenauigkeit gemeinsam mit Ihren Ingenieuren",
    ],
    quote: "Wir tauschen Lager jetzt nach unserem Zeitplan – nicht nach dem der Maschine. — Leiter Instandhaltung, Abfüllbetrieb",
  },
  {
    original: "Managed Detection & Response",
    title: "Managed Detection & Response (MDR)",
    summary: "Ein Security Operations Center, das Ihre gesamte IT-Landschaft rund um die Uhr überwacht.",
    detail: "Unsere Analysten werten Warnmeldungen von Ihren Endgeräten, Cloud-Konten und Produktionsnetzen aus und dämmen Bedrohungen ein, bevor sie sich ausbreiten.",
    features: [
      "Erkennungsregeln für Büro-IT und industrielle Steuerungssysteme",
      "Eindämmung innerhalb von 30 Minuten nach einem bestätigten Vorfall",
      "Ein monatlicher Lagebericht, verständlich aufbereitet für Ihre Geschäftsleitung",
    ],
    quote: "Sie haben uns wegen des Phishing-Angriffs angerufen, bevor unsere eigenen Mitarbeitenden ihn bemerkt hatten. — CIO, Hafenbetreiber",
  },
  {
    original: "Identity & Access",
    title: "Identitäts- und Zugriffsmanagement",
    summary: "Single Sign-on, MFA und Zugriffsrechte nach dem Least-Privilege-Prinzip für jede Anwendung.",
    detail: "Eintritte, Wechsel und Austritte steuern wir direkt aus Ihrem HR-System – so richten sich die Zugriffsrechte nach der aktuellen Aufgabe und nicht nach der Vorgeschichte einer Person.",
    features: [
      "Single Sign-on für Cloud- und On-Premises-Anwendungen",
      "Phishing-resistente MFA, auch an gemeinsam genutzten Terminals in der Produktion",
      "Vierteljährliche Berechtigungsprüfungen, die Ihre Führungskräfte in wenigen Minuten erledigen",
    ],
    quote: "Wer das Unternehmen verlässt, verliert noch am selben Tag den Zugang – und die Prüfer fragen nicht mehr nach. — Personalleiterin, Maschinenbaukonzern",
  },
  {
    original: "Compliance Readiness",
    title: "Compliance-Vorbereitung",
    summary: "ISO-27001- und SOC-2-Programme – von der Gap-Analyse bis zum Audit.",
    detail: "Wir erarbeiten die Richtlinien gemeinsam mit Ihnen, setzen die Kontrollen um und sammeln die Nachweise – damit das Audit keine Überraschungen bereithält.",
    features: [
      "Eine Gap-Analyse nach ISO 27001, SOC 2 oder NIS2",
      "Richtlinien, Risikoregister und Nachweise in einem gemeinsamen Arbeitsbereich",
      "Unterstützung vor Ort am Tag des Audits",
    ],
    quote: "Im ersten Anlauf zertifiziert, acht Monate nach dem Projektstart. — Geschäftsführer, Softwareanbieter",
  },
];

/**
 * "Secure Vault" is left out on purpose: with one product untranslated, the German demo site shows
 * what visitors see, and what editors are told, when a translation is still missing.
 */
export const PRODUCTS_IN_GERMAN: readonly GermanItem[] = [
  {
    original: "Edge Gateway X1",
    title: "Edge Gateway X1",
    summary: "Ein lüfterloses Industrie-Gateway mit Dual-LTE und 8 GB RAM.",
    detail: "Vier Ethernet-Ports, zwei serielle Schnittstellen und ein weiter Eingangsspannungsbereich von 9–36 V – in einem Aluminiumgehäuse für −30 °C bis 70 °C.",
    features: [
      "Dual-SIM-LTE mit automatischem Providerwechsel bei Ausfall",
      "Secure Boot und TPM 2.0 für eine sichere Geräteidentität",
      "Führt Container aus, verwaltet über den Fleet Manager",
    ],
    quote: "Zweihundert X1 in unseren Umspannwerken – und im vergangenen Jahr kein einziger Einsatz vor Ort wegen eines Ausfalls. — Leiter Netzbetrieb, Energieversorger",
    specs: [
      ["Prozessor", "Quad-Core ARM Cortex-A53, 1,6 GHz"],
      ["Arbeits- und Datenspeicher", "8 GB RAM, 64 GB eMMC"],
      ["Schnittstellen", "4 × Gigabit-Ethernet, 2 × RS-485, 2 × USB"],
      ["Konnektivität", "Dual-SIM-LTE Cat 6, Wi-Fi 5"],
      ["Stromversorgung", "9–36 V DC, typisch 12 W"],
      ["Einsatzbereich", "−30 °C bis 70 °C, IP40"],
    ],
  },
  {
    original: "Sensor Hub S4",
    title: "Sensor Hub S4",
    summary: "Binden Sie bis zu 64 kabelgebundene Sensoren über Modbus und OPC UA an.",
    detail: "Ein Hutschienenmodul mit galvanisch getrennten Eingängen für Temperatur-, Druck-, Durchfluss- und Schwingungssensoren, auslesbar von jedem SCADA-System.",
    features: [
      "16 analoge und 48 digitale Eingänge, Klemmen im laufenden Betrieb tauschbar",
      "Modbus TCP, Modbus RTU und OPC UA ab Werk",
      "Konfiguration im Browser, ganz ohne Softwareinstallation",
    ],
    quote: "Wir haben ein komplettes Pumpenhaus an einem Nachmittag verdrahtet. — Ingenieur für Mess- und Regeltechnik, Wasserwerk",
    specs: [
      ["Eingänge", "16 analog (4–20 mA, 0–10 V), 48 digital"],
      ["Protokolle", "Modbus TCP, Modbus RTU, OPC UA"],
      ["Galvanische Trennung", "1,5 kV zwischen den Eingangsgruppen"],
      ["Montage", "35-mm-Hutschiene, 8 Teilungseinheiten breit"],
      ["Stromversorgung", "24 V DC, typisch 6 W"],
    ],
  },
  {
    original: "Vision Node V2",
    title: "Vision Node V2",
    summary: "Bildprüfung direkt auf dem Gerät mit 60 Bildern pro Sekunde.",
    detail: "Eine gekapselte Kamera mit eigenem KI-Beschleuniger prüft Etiketten, Verschlüsse und Verpackungen direkt an der Linie – kein Bild verlässt den Standort.",
    features: [
      "5-MP-Sensor mit Global Shutter und Wechselobjektiven",
      "Modelle, trainiert mit wenigen hundert annotierten Fotos",
      "Ausschleussignal an die Linie innerhalb von 20 Millisekunden",
    ],
    quote: "Falsch etikettierte Kartons beim Kunden sind auf nahezu null gesunken. — Qualitätsmanager, Getränkehersteller",
    specs: [
      ["Bildsensor", "5 MP, Global Shutter, C-Mount"],
      ["Geschwindigkeit", "60 Bilder pro Sekunde bei voller Auflösung"],
      ["Beschleuniger", "8 TOPS für Inferenz direkt auf dem Gerät"],
      ["Ausschleussignal", "Innerhalb von 20 ms, 24-V-Ausgang"],
      ["Gehäuse", "Edelstahl, IP67"],
    ],
  },
  {
    original: "Fleet Manager",
    title: "Fleet Manager",
    summary: "Tausende Geräte bereitstellen, aktualisieren und überwachen – aus einer einzigen Konsole.",
    detail: "Jedes Gateway, jeder Hub und jede Kamera meldet Zustand und Standort, und Updates werden in Stufen ausgerollt, die Sie selbst steuern.",
    features: [
      "Stufenweise Updates mit automatischem Rollback",
      "Gerätezustand, Standort und Verbindung auf einer Karte",
      "Rollenbasierte Zugriffsrechte für Ihr Team und Ihre Dienstleister",
    ],
    quote: "Ein Update für 3.000 Geräte hat früher einen Monat gedauert – heute ist es an einem Nachmittag erledigt. — Leiter OT, Bahnbetreiber",
    specs: [
      ["Betriebsmodell", "Cloud-Service oder On-Premises (Kubernetes)"],
      ["Skalierung", "Getestet mit bis zu 50.000 Geräten pro Instanz"],
      ["Updates", "Stufenweise Rollouts mit automatischem Rollback"],
      ["Anmeldung", "Single Sign-on über SAML und OpenID Connect"],
      ["Support", "24/7, 30 Minuten Reaktionszeit bei Priorität 1"],
    ],
  },
  {
    original: "Insight Studio",
    title: "Insight Studio",
    summary: "Erstellen Sie Dashboards und Alarme, ohne eine Zeile Code zu schreiben.",
    detail: "Ziehen Sie Diagramme auf eine Seite, wählen Sie die Sensoren aus und legen Sie Grenzwerte fest; Alarme gehen per E-Mail, über Teams oder direkt an das Instandhaltungssystem.",
    features: [
      "Fertige Widgets für OEE, Energieverbrauch und Stillstandszeiten",
      "Alarme mit Eskalationsregeln und Ruhezeiten",
      "Dashboards direkt auf den Bildschirmen in der Fertigung anzeigen",
    ],
    quote: "Unsere Schichtleiter haben schon in der ersten Woche eigene Dashboards gebaut. — Werksleiter, Automobilzulieferer",
    specs: [
      ["Datenquellen", "Fleet Manager, OPC UA, MQTT, SQL-Datenbanken"],
      ["Aktualisierung", "Alle 10 Sekunden bis stündlich"],
      ["Alarme", "E-Mail, Microsoft Teams, Webhooks"],
      ["Benutzer", "Beliebig viele Leser; Bearbeiter pro Lizenz"],
    ],
  },
];

/** The headings of a catalog item's body in German. */
export const CATALOG_HEADINGS_IN_GERMAN = { overview: "Überblick", solutionFeatures: "Was Sie bekommen", productFeatures: "Die wichtigsten Merkmale", specifications: "Technische Daten" } as const;
