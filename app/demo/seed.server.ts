import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { metaDescription } from "~/utils/seo";
import { slugify } from "~/utils/slug";
import type { Database, Media } from "~/db/schema";
import {
  BADGE_COLORS,
  demoBadge,
  demoIcon,
  demoIllustration,
  demoLogo,
  demoPortrait,
  type BadgeDesign,
  type SceneName,
} from "./assets.server";
import {
  CATALOG_HEADINGS_IN_GERMAN, PRODUCT_CATEGORIES_IN_GERMAN, PRODUCTS_IN_GERMAN, SOLUTION_CATEGORIES_IN_GERMAN, SOLUTIONS_IN_GERMAN,
} from "./catalog-in-german";
import { CUSTOMER_STORIES_IN_GERMAN, STORY_HEADINGS_IN_GERMAN } from "./customer-stories-in-german";
import { certificatePdf } from "./certificate-pdf.server";
import { companyProfilePdf } from "./company-profile-pdf.server";
import { mediaUrl } from "~/utils/media-url";
import { saveUpload } from "~/services/media/media-upload.server";
import { insertCustomerStory } from "~/models/customer-story.server";
import { recordFirstRevisions } from "~/models/revision.server";
import { writeHistory } from "./history.server";
import { ICON_ALT, SCENE_ALT } from "./scene-alt";
import { createUser } from "~/models/user.server";
import { recordAudit } from "~/services/content/audit.server";
import { auditSummary } from "~/services/content/messages";
import { sectionsText, type Section } from "~/schemas/sections";

/**
 * The demo company: what a fresh install shows until the editors replace it.
 * Runs only on a site without content, inside one transaction holding an
 * advisory lock, so two instances starting together seed it once.
 */

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;

const COMPANY_NAME = "Northwind Systems";

/** Who "saved" the demo content's first versions, in each record's history. */
const DEMO_AUTHOR = "Demo content";
const TAGLINE = "Industrial technology that keeps running";
const ABOUT = "Northwind Systems designs, builds and runs the technology behind factories, utilities and logistics companies.";
// A Portsmouth number from the range Ofcom keeps for drama: it rings no one.
const CONTACT = { email: "hello@northwind.example", phone: "+44 23 9649 6000", address: "100 Harbour Street, Suite 4, Portsmouth PO1 3AB, United Kingdom" };
// The person the contact page names; the direct line is from the same drama range.
const CONTACT_PERSON = { contact_name: "Thomas Weber", contact_role: "Key Account Manager", contact_email: "thomas.weber@northwind.example", contact_phone: "+44 23 9649 6012" };

/** A solution or product: its card, its detail page and the picture drawn for it. */
interface DemoItem {
  title: string;
  summary: string;
  picture: SceneName;
  /** The overview's second sentence: what makes this one different. */
  detail: string;
  features: readonly [string, string, string];
  quote: string;
  /** A product's technical data, label and value: a list the editors keep in the body. */
  specs?: ReadonlyArray<readonly [string, string]>;
}

interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  picture: SceneName;
  items: readonly DemoItem[];
}

const SOLUTION_CATEGORIES: readonly DemoCategory[] = [
  {
    name: "Cloud & Infrastructure",
    slug: "cloud-infrastructure",
    description: "Move, run and scale your workloads on infrastructure that is secure by default.",
    picture: "cloud-infrastructure",
    items: [
      {
        title: "Cloud Migration",
        summary: "Plan and execute a low-risk move of your applications to the cloud.",
        picture: "cloud-migration",
        detail: "We map every application and its dependencies first, then move them in waves with a tested way back for each one.",
        features: ["A migration plan with cost estimates per application", "Cut-overs at weekends, with a rollback rehearsed for each", "Thirty days of hypercare after the last move"],
        quote: "Fifty-two applications moved over six weekends, and the plants never lost a shift. — Head of IT, automotive parts maker",
      },
      {
        title: "Managed Kubernetes",
        summary: "Production-grade clusters, patched and monitored around the clock.",
        picture: "kubernetes",
        detail: "Clusters on your cloud account or in your data centre, built from the same hardened templates and upgraded every quarter.",
        features: ["Upgrades and security patches within days of release", "Monitoring, logging and backups set up from day one", "A 15-minute response for production incidents"],
        quote: "Northwind helped us cut unplanned downtime by 38% in the first year. — Head of platform, logistics group",
      },
      {
        title: "Hybrid Networking",
        summary: "One network across your offices, data centres and cloud regions.",
        picture: "hybrid-network",
        detail: "Sites connect over SD-WAN with private links to each cloud region, managed from one policy and one dashboard.",
        features: ["Site surveys and a network design you keep", "Encrypted links with automatic failover between carriers", "Monthly reports on latency, capacity and incidents"],
        quote: "Our twelve plants finally run on one network, and new sites come online in days. — Infrastructure manager, packaging manufacturer",
      },
    ],
  },
  {
    name: "Data & Analytics",
    slug: "data-analytics",
    description: "Turn operational data into decisions with pipelines and dashboards your teams trust.",
    picture: "data-analytics",
    items: [
      {
        title: "Data Platform",
        summary: "A governed lakehouse that brings every source into one place.",
        picture: "data-platform",
        detail: "Machine data, ERP and spreadsheets land in one catalogued store, with lineage and access rules for each table.",
        features: ["Connectors for OPC UA, MQTT, SAP and common databases", "A data catalogue with owners and quality checks", "Costs kept visible, per team and per pipeline"],
        quote: "For the first time, finance and production look at the same numbers. — CFO, specialty chemicals producer",
      },
      {
        title: "Business Dashboards",
        summary: "Live dashboards for sales, operations and finance.",
        picture: "business-dashboards",
        detail: "We start from the decisions your managers make each week and build the few dashboards that support them.",
        features: ["Workshops to agree the measures that matter", "Dashboards that refresh every few minutes, on desk and phone", "Training so your analysts can extend them"],
        quote: "The Monday meeting now takes twenty minutes instead of two hours. — Operations director, food distributor",
      },
      {
        title: "Predictive Maintenance",
        summary: "Models that flag failing equipment before it stops the line.",
        picture: "predictive-maintenance",
        detail: "Vibration, temperature and current sensors feed models trained on your own failure history, and alerts reach the maintenance planner.",
        features: ["Sensor retrofits for motors, pumps and conveyors", "Alerts with the likely fault and the part to order", "A quarterly review of model accuracy with your engineers"],
        quote: "We now replace bearings on our schedule, not the machine's. — Maintenance lead, bottling plant",
      },
    ],
  },
  {
    name: "Security & Compliance",
    slug: "security-compliance",
    description: "Protect people, data and systems, and prove it to your auditors.",
    picture: "security-compliance",
    items: [
      {
        title: "Managed Detection & Response",
        summary: "A security operations team that watches your estate 24/7.",
        picture: "detection-response",
        detail: "Our analysts watch alerts from your endpoints, cloud accounts and plant networks, and contain threats before they spread.",
        features: ["Detection rules for office IT and industrial control systems", "Containment within 30 minutes of a confirmed incident", "A monthly threat report written for your board"],
        quote: "They called us about the phishing attack before our own staff had noticed it. — CIO, port operator",
      },
      {
        title: "Identity & Access",
        summary: "Single sign-on, MFA and least-privilege access for every app.",
        picture: "identity-access",
        detail: "Joiners, movers and leavers are handled from your HR system, so access follows the job and not the person's history.",
        features: ["Single sign-on for cloud and on-premises applications", "Phishing-resistant MFA, including for shared plant terminals", "Quarterly access reviews your managers can finish in minutes"],
        quote: "Leavers lose access the day they go, and the auditors stopped asking. — HR director, engineering group",
      },
      {
        title: "Compliance Readiness",
        summary: "ISO 27001 and SOC 2 programmes from gap analysis to audit.",
        picture: "compliance-readiness",
        detail: "We write the policies with you, put the controls in place and collect the evidence, so the audit holds no surprises.",
        features: ["A gap analysis against ISO 27001, SOC 2 or NIS2", "Policies, risk register and evidence in one workspace", "Support in the room on audit day"],
        quote: "Certified at the first attempt, eight months after we started. — Managing director, software supplier",
      },
    ],
  },
];

const PRODUCT_CATEGORIES: readonly DemoCategory[] = [
  {
    name: "Edge Hardware",
    slug: "edge-hardware",
    description: "Rugged devices that collect and process data where it is produced.",
    picture: "edge-hardware",
    items: [
      {
        title: "Edge Gateway X1",
        summary: "A fanless industrial gateway with dual LTE and 8 GB of RAM.",
        picture: "edge-gateway",
        detail: "Four Ethernet ports, two serial ports and a wide 9–36 V supply, in an aluminium case rated from −30 °C to 70 °C.",
        features: ["Dual-SIM LTE with automatic carrier failover", "Secure boot and a TPM 2.0 for device identity", "Runs containers, managed from Fleet Manager"],
        quote: "Two hundred X1 units across our substations, and not one site visit for a failure last year. — Grid operations manager, energy utility",
        specs: [["Processor", "Quad-core ARM Cortex-A53, 1.6 GHz"], ["Memory and storage", "8 GB RAM, 64 GB eMMC"], ["Ports", "4 × Gigabit Ethernet, 2 × RS-485, 2 × USB"], ["Connectivity", "Dual-SIM LTE Cat 6, Wi-Fi 5"], ["Power", "9–36 V DC, 12 W typical"], ["Operating range", "−30 °C to 70 °C, IP40"]],
      },
      {
        title: "Sensor Hub S4",
        summary: "Connect up to 64 wired sensors over Modbus and OPC UA.",
        picture: "sensor-hub",
        detail: "A DIN-rail module with isolated inputs for temperature, pressure, flow and vibration sensors, readable by any SCADA system.",
        features: ["16 analogue and 48 digital inputs, hot-swappable terminals", "Modbus TCP, Modbus RTU and OPC UA out of the box", "Configured from a browser, no software to install"],
        quote: "We wired a whole pump house in an afternoon. — Instrumentation engineer, water treatment works",
        specs: [["Inputs", "16 analogue (4–20 mA, 0–10 V), 48 digital"], ["Protocols", "Modbus TCP, Modbus RTU, OPC UA"], ["Isolation", "1.5 kV between input groups"], ["Mounting", "35 mm DIN rail, 8 modules wide"], ["Power", "24 V DC, 6 W typical"]],
      },
      {
        title: "Vision Node V2",
        summary: "On-device image inspection at 60 frames per second.",
        picture: "vision-node",
        detail: "A sealed camera with its own accelerator checks labels, caps and packaging on the line, with no images leaving the site.",
        features: ["5 MP global-shutter sensor with interchangeable lenses", "Models trained from a few hundred labelled photos", "A reject signal to the line within 20 milliseconds"],
        quote: "Mislabelled cases reaching customers fell to nearly zero. — Quality manager, beverage producer",
        specs: [["Sensor", "5 MP global shutter, C-mount"], ["Speed", "60 frames per second at full resolution"], ["Accelerator", "8 TOPS on-device inference"], ["Reject signal", "Within 20 ms, 24 V output"], ["Enclosure", "Stainless steel, IP67"]],
      },
    ],
  },
  {
    name: "Software",
    slug: "software",
    description: "The platform that manages your fleet and your data, on-premises or as a service.",
    picture: "software",
    items: [
      {
        title: "Fleet Manager",
        summary: "Deploy, update and monitor thousands of devices from one console.",
        picture: "fleet-manager",
        detail: "Every gateway, hub and camera reports its health and location, and updates roll out in stages you control.",
        features: ["Staged updates with automatic rollback", "Device health, location and connectivity on one map", "Role-based access for your team and your contractors"],
        quote: "Updating 3,000 devices used to take a month; now it takes an afternoon. — Head of OT, rail operator",
        specs: [["Deployment", "Cloud service or on-premises (Kubernetes)"], ["Scale", "Tested to 50,000 devices per instance"], ["Updates", "Staged rollouts with automatic rollback"], ["Sign-in", "SAML and OpenID Connect single sign-on"], ["Support", "24/7, 30-minute response for priority 1"]],
      },
      {
        title: "Insight Studio",
        summary: "Build dashboards and alerts without writing code.",
        picture: "insight-studio",
        detail: "Drag charts onto a page, pick the sensors and set thresholds; alerts go to email, Teams or the maintenance system.",
        features: ["Ready-made widgets for OEE, energy and downtime", "Alerts with escalation rules and quiet hours", "Share dashboards on the shop-floor screens"],
        quote: "Our shift leaders built their own dashboards in the first week. — Plant manager, automotive supplier",
        specs: [["Data sources", "Fleet Manager, OPC UA, MQTT, SQL databases"], ["Refresh", "Every 10 seconds to every hour"], ["Alerts", "Email, Microsoft Teams, webhooks"], ["Users", "Unlimited viewers; editors per seat"]],
      },
      {
        title: "Secure Vault",
        summary: "Keys, certificates and secrets managed with audit trails.",
        picture: "secure-vault",
        detail: "Device certificates are issued and renewed automatically, and every access to a secret is logged.",
        features: ["Automatic certificate issue and renewal for every device", "Hardware-backed key storage, on-premises or in the cloud", "Audit logs ready for ISO 27001 and IEC 62443"],
        quote: "Expired certificates no longer take down our production lines. — Security architect, pharmaceutical manufacturer",
        specs: [["Key storage", "HSM-backed, FIPS 140-2 Level 3"], ["Certificates", "X.509 issue and renewal over EST and ACME"], ["Audit", "Every access logged, exportable to your SIEM"], ["Standards", "ISO 27001, IEC 62443-4-2"]],
      },
    ],
  },
];

/**
 * The demo's newsroom: the team members whose accounts wrote its articles, so a byline reads as it
 * would on a company's own site ("By Anna Keller"). An article's author is whoever created it, as the
 * audit log records it (docs/product.md). They are editors without a password: no one signs in as them.
 */
const NEWSROOM = {
  communications: { name: "Anna Keller", email: "anna.keller@northwind.example" },
  engineering: { name: "Tom Hartley", email: "tom.hartley@northwind.example" },
} as const;

interface DemoArticle {
  title: string;
  author: keyof typeof NEWSROOM;
  /** Negative: scheduled for the future. */
  daysAgo: number;
  status: "published" | "draft";
  picture: SceneName;
  excerpt: string;
  body: readonly string[];
}

const NEWS: readonly DemoArticle[] = [
  {
    title: "We opened our new operations centre",
    author: "communications",
    daysAgo: 3,
    status: "published",
    picture: "operations-opening",
    excerpt: "Our new 24/7 operations centre in Portsmouth watches over 42,000 customer devices from one room.",
    body: [
      "The centre has forty desks, a twelve-screen video wall and its own power supply, so our engineers can keep working through a grid outage.",
      "From here the operations and security teams watch customer networks, devices and cloud platforms around the clock, with a 15-minute response for critical incidents.",
      "We are hiring twenty-five more engineers this year. If you would like to see the centre, ask for a visit through our contact page.",
    ],
  },
  {
    title: "Edge Gateway X1 wins an industry design award",
    author: "communications",
    daysAgo: 18,
    status: "published",
    picture: "design-award",
    excerpt: "The fanless X1 took the hardware prize at this year's Industrial Design & Engineering Awards.",
    body: [
      "The judges praised the X1's finned aluminium case, which cools the gateway without a fan, and its front panel, where every port and light can be read from a metre away.",
      "Our teams worked for months to make this happen, and we are grateful to the customers who tested early units in substations, quarries and cold stores.",
      "The X1 is available now with LTE or 5G, and ships with five years of security updates.",
    ],
  },
  {
    title: "How predictive maintenance saved a bottling plant 400 hours",
    author: "engineering",
    daysAgo: 40,
    status: "published",
    picture: "bottling-plant",
    excerpt: "Vibration sensors and a model trained on three years of repairs cut a bottling line's downtime by 400 hours a year.",
    body: [
      "The plant's filler and labeller stopped, on average, twice a week, and each stop cost two to four hours of production.",
      "We fitted 38 sensors to motors and gearboxes, connected them through Sensor Hub S4 units, and trained a model on the plant's own maintenance records.",
      "The model now warns the maintenance planner about ten days before a bearing fails, so parts are ordered and fitted during planned stops.",
    ],
  },
  {
    title: "Our team is now ISO 27001 certified",
    author: "engineering",
    daysAgo: 75,
    status: "published",
    picture: "certified-team",
    excerpt: "An external audit confirmed that our information security management meets ISO/IEC 27001:2022.",
    body: [
      "The certificate covers our operations centre, our software platform and the engineering teams who work on customer systems.",
      "It is the result of a year of work on risk assessment, access control, supplier reviews and incident drills, checked by an accredited auditor over two weeks.",
      "Customers can ask us for the certificate and the statement of applicability through their account manager.",
    ],
  },
  {
    title: "Join us at the Industrial Data Summit",
    author: "communications",
    daysAgo: -14,
    status: "published",
    picture: "summit-stage",
    excerpt: "Meet our engineers at stand B14 and hear our talk on running machine learning at the edge.",
    body: [
      "Our chief technology officer speaks on the second morning about what it takes to run vision and maintenance models on devices in harsh places.",
      "At the stand you can try Insight Studio, see the Vision Node V2 inspect bottles live, and talk to the engineers who build them.",
      "Write to us through the contact page to book a meeting at the summit.",
    ],
  },
  {
    title: "Notes for the upcoming product roadmap",
    author: "engineering",
    daysAgo: 0,
    status: "draft",
    picture: "roadmap-workshop",
    excerpt: "Draft: what we plan for Fleet Manager and Insight Studio in the next two quarters.",
    body: [
      "Fleet Manager: staged updates by site, a map view for mobile devices and an API for ticketing systems.",
      "Insight Studio: energy dashboards, shift reports as PDF and alerts in Microsoft Teams.",
      "To confirm with the product team before publishing.",
    ],
  },
];

/** Names stay as tests and editors know them; the badge says the same in a mark's words. */
/** A customer story: its related solutions and products by their demo titles. */
interface DemoStory {
  title: string;
  customer: string;
  industry: string;
  daysAgo: number;
  picture: SceneName;
  summary: string;
  /** A paragraph, or several. */
  challenge: string | readonly string[];
  work: string;
  /** What the work was, step by step: a list under the work's paragraph. */
  steps?: readonly string[];
  result: string | readonly string[];
  figures: ReadonlyArray<{ value: string; label: string }>;
  quote: { text: string; person: string; role: string };
  solutions: readonly string[];
  products: readonly string[];
}

const CUSTOMER_STORIES: readonly DemoStory[] = [
  {
    title: "Baltic Freightways cuts unplanned downtime by 38%",
    customer: "Baltic Freightways",
    industry: "Logistics",
    daysAgo: 9,
    picture: "logistics-depot",
    summary: "Sensors on 1,200 conveyors and forklifts across six depots now warn of a failure days before it stops a shift.",
    challenge: [
      "Breakdowns of conveyors and forklifts stopped a depot about twice a week, and the first warning was usually a late lorry.",
      "Maintenance ran on a fixed calendar: every motor was serviced every six months whether it needed it or not, while the ones that failed in between " +
        "were found by the night shift. Spare parts were ordered after a breakdown, so a single failed gearbox could hold a line for two days.",
    ],
    work: "We fitted Sensor Hub S4 units to every conveyor motor, linked each depot through an Edge Gateway X1 and trained failure models on three years of repair logs.",
    steps: [
      "A two-week survey of each depot's 200 or so machines, ranked by what a stop costs",
      "Vibration and temperature sensors on every conveyor motor and forklift charger, read by a Sensor Hub S4 in each aisle",
      "One Edge Gateway X1 per depot, sending readings over the existing network and falling back to LTE",
      "Failure models that open a work order in the planners' own system three to ten days before a predicted fault",
    ],
    result: [
      "Within a year unplanned downtime fell by 38%, and repairs moved from night emergencies to planned weekday slots.",
      "Spare parts are now ordered when a model warns rather than after a breakdown, and the depots keep 30% fewer of them in stock. " +
        "The rollout took eleven weeks from the first survey to the sixth depot.",
    ],
    figures: [
      { value: "38%", label: "less unplanned downtime" },
      { value: "1,200", label: "machines watched" },
      { value: "11 weeks", label: "from survey to all six depots" },
    ],
    quote: {
      text: "We used to hear about a broken conveyor from an angry customer. Now we fix it before the shift starts.",
      person: "Ines Brandt",
      role: "Head of Operations",
    },
    solutions: ["Predictive Maintenance", "Hybrid Networking"],
    products: ["Edge Gateway X1", "Sensor Hub S4"],
  },
  {
    title: "Aurelia Health answers critical security alerts in 9 minutes",
    customer: "Aurelia Health",
    industry: "Healthcare",
    daysAgo: 24,
    picture: "hospital-ward",
    summary: "A hospital group of four sites moved 4,800 staff to single sign-on and hands its alerts to our operations centre around the clock.",
    challenge: [
      "Clinicians signed in to eleven systems per shift, shared passwords were common, and the two-person security team could not watch nights and weekends.",
      "New starters waited up to three days for their accounts, and leavers kept access for weeks because no one list said who could open what. " +
        "Alerts from the firewalls and the clinical systems went to a shared mailbox that was read on weekday mornings.",
    ],
    work: "We rolled out single sign-on with badge taps on ward computers, moved the secrets of 60 clinical systems into Secure Vault and took over alert handling from our 24/7 centre.",
    steps: [
      "Single sign-on for 4,800 staff, with badge taps on 900 shared ward computers",
      "Accounts created and removed from the HR system, so a leaver loses access on their last day",
      "The passwords and keys of 60 clinical systems moved into Secure Vault, every use logged",
      "Alert handling by our 24/7 operations centre, which calls the group's own team for anything critical",
    ],
    result: [
      "Critical alerts now get a response in 9 minutes on median, and the group passed its ISO 27001 surveillance audit without a major finding.",
      "New starters have every account on their first morning, and the access review that took the team a month each quarter is now a report they sign off in a day.",
    ],
    figures: [
      { value: "9 min", label: "median response to critical alerts" },
      { value: "4,800", label: "staff on single sign-on" },
    ],
    quote: {
      text: "Our nurses sign in once a shift instead of eleven times, and our security team finally gets to sleep.",
      person: "Dr. Mara Lind",
      role: "Chief Medical Information Officer",
    },
    solutions: ["Managed Detection & Response", "Identity & Access"],
    products: ["Secure Vault"],
  },
  {
    title: "Kessler Markets restocks its shelves before the doors open",
    customer: "Kessler Markets",
    industry: "Retail",
    daysAgo: 41,
    picture: "supermarket-aisle",
    summary: "Forecasts per store and per shelf let 140 supermarkets order what will run out tomorrow, not what ran out yesterday.",
    challenge: [
      "Store managers ordered from last week's sales, so fresh produce ran out on busy days and was thrown away on quiet ones.",
      "Each of the 140 stores kept its own spreadsheet, head office saw the week's figures on Monday, " +
        "and shelf gaps were noticed only when a customer asked for something that was not there.",
    ],
    work: "We joined till, stock and weather data in one data platform, counted shelf gaps with Vision Node V2 cameras and gave every store a morning dashboard.",
    steps: [
      "Till, stock and local weather data joined in one data platform, refreshed every hour",
      "A forecast per store and per shelf for the next three days, trained on two years of sales",
      "Vision Node V2 cameras over the fresh aisles that count gaps and report them before opening",
      "A morning dashboard in Insight Studio for every store manager, with the suggested order ready to send",
    ],
    result: [
      "Sales per store rose by 6.5% in the first year while food waste fell by 22%.",
      "Store managers now spend ten minutes on the morning order instead of an hour, and head office sees yesterday's figures for every store before 7 a.m.",
    ],
    figures: [
      { value: "6.5%", label: "more sales per store" },
      { value: "22%", label: "less food waste" },
      { value: "140", label: "stores" },
    ],
    quote: {
      text: "The dashboard tells my store managers what will run out tomorrow. That changed how we order.",
      person: "Jonas Kessler",
      role: "Chief Operating Officer",
    },
    solutions: ["Data Platform", "Business Dashboards"],
    products: ["Insight Studio", "Vision Node V2"],
  },
  {
    title: "Hallam Components moves its plants to the cloud without losing a shift",
    customer: "Hallam Components",
    industry: "Manufacturing",
    daysAgo: 17,
    picture: "parts-plant",
    summary: "An automotive parts maker with three plants closed its ageing server room and now runs 52 applications, its production scheduling among them, on managed clusters in the cloud.",
    challenge:
      "The server room behind the Sheffield plant was out of warranty and cooled by a single air-conditioning unit. Every update to the production scheduling system meant a weekend shutdown, which the carmakers' just-in-time deliveries could barely absorb.",
    work:
      "We mapped all 52 applications and what each depends on, then moved them in six waves over weekends, each with a rollback rehearsed beforehand. The scheduling system was rebuilt on Managed Kubernetes in two cloud regions, and the three plants were joined to them over private links.",
    result:
      "The last server was switched off seven months after our first survey. Scheduling updates now go out on a weekday afternoon in twenty minutes, and infrastructure costs are 27% lower than the server room's.",
    figures: [
      { value: "52", label: "applications moved" },
      { value: "0", label: "shifts lost to the move" },
      { value: "27%", label: "lower infrastructure costs" },
    ],
    quote: {
      text: "Every update used to cost us a weekend and a nervous Monday. Now we release on a Tuesday afternoon and the lines never notice.",
      person: "Callum Reid",
      role: "Head of IT",
    },
    solutions: ["Cloud Migration", "Managed Kubernetes", "Hybrid Networking"],
    products: [],
  },
  {
    title: "Harrowdale Water runs 860 pumping stations from one console",
    customer: "Harrowdale Water",
    industry: "Utilities",
    daysAgo: 32,
    picture: "pumping-station",
    summary: "A regional water company replaced dial-up telemetry at its pumping stations with Edge Gateway X1 units, updated and watched from Fleet Manager.",
    challenge:
      "The outstations at 860 pumping stations were twenty years old. Many reported over dial-up only every four hours, so a failed pump was often first noticed by a customer or an overflowing well, and each firmware change meant sending an engineer to every site.",
    work:
      "We fitted an Edge Gateway X1 in each station's kiosk, reading the existing controllers over Modbus and reporting every minute over LTE. Fleet Manager rolls out updates in stages, and the control room's Insight Studio dashboards warn when a pump's current or a well's level drifts.",
    result:
      "Pollution incidents caused by pump failures fell by 41% in the first year. The latest firmware update reached all 860 stations in two days, without a single site visit.",
    figures: [
      { value: "860", label: "pumping stations connected" },
      { value: "41%", label: "fewer pollution incidents from pump failures" },
      { value: "2 days", label: "to update every station" },
    ],
    quote: {
      text: "An update used to take six months of site visits. Now we start it on a Monday and every station has it by Wednesday.",
      person: "Owen Pritchard",
      role: "Head of Telemetry",
    },
    solutions: ["Predictive Maintenance"],
    products: ["Edge Gateway X1", "Fleet Manager", "Insight Studio"],
  },
  {
    title: "Fairhaven Building Society gets its ISO 27001 certificate in eight months",
    customer: "Fairhaven Building Society",
    industry: "Financial services",
    daysAgo: 58,
    picture: "building-society-branch",
    summary: "A building society with 38 branches went from a folder of old policies to ISO 27001 certification, and now collects its evidence as it works.",
    challenge:
      "The regulator and the society's insurer both wanted proof that its controls worked. The policies were four years old, evidence sat in inboxes and spreadsheets, and the encryption keys of the mortgage system were kept on a file share.",
    work:
      "We ran a gap analysis against ISO 27001, wrote the missing policies with the risk team and moved the keys and certificates of 24 core systems into Secure Vault. Every control now has an owner, and its evidence is collected in one workspace each month.",
    result:
      "The society was certified eight months after the gap analysis, with no major non-conformity. Preparing for the regulator's annual resilience review, which used to take six weeks, now takes four days.",
    figures: [
      { value: "8 months", label: "from gap analysis to certificate" },
      { value: "0", label: "major non-conformities" },
      { value: "4 days", label: "to prepare the annual review, down from six weeks" },
    ],
    quote: {
      text: "When an auditor asks a question, I send a link instead of spending a week searching.",
      person: "Rachel Okafor",
      role: "Chief Risk Officer",
    },
    solutions: ["Compliance Readiness"],
    products: ["Secure Vault"],
  },
];

interface DemoCertificate {
  name: string;
  badge: BadgeDesign;
  issuer: string;
  number: string;
  /** Days before the seed it was issued, and for how many years it holds (0: no end). */
  issuedDaysAgo: number;
  years: number;
}

// Dates count back from the day of the seed, so the demo's certificates stay current on any install.
const CERTIFICATES: readonly DemoCertificate[] = [
  {
    name: "ISO 9001 Quality", issuer: "BSI", number: "FS 741208", issuedDaysAgo: 410, years: 3,
    badge: { title: "ISO 9001", subtitle: "QUALITY MANAGEMENT", color: BADGE_COLORS.blue, shape: "seal", icon: "check" },
  },
  {
    name: "ISO 27001 Security", issuer: "TÜV SÜD", number: "12 100 34567 TMS", issuedDaysAgo: 75, years: 3,
    badge: { title: "ISO 27001", subtitle: "INFORMATION SECURITY", color: BADGE_COLORS.navy, shape: "shield", icon: "lock" },
  },
  {
    name: "SOC 2 Type II", issuer: "Ashby & Lowe LLP", number: "SOC2-2026-0419", issuedDaysAgo: 140, years: 1,
    badge: { title: "SOC 2", subtitle: "TYPE II", color: BADGE_COLORS.violet, shape: "seal", icon: "shield" },
  },
  {
    name: "Cloud Partner Gold", issuer: "Northstar Cloud Partner Network", number: "NCP-204518", issuedDaysAgo: 300, years: 2,
    badge: { title: "CLOUD PARTNER", subtitle: "GOLD", color: BADGE_COLORS.gold, shape: "rosette", icon: "cloud" },
  },
  {
    name: "Green Energy Pledge", issuer: "Solent Green Business Network", number: "", issuedDaysAgo: 600, years: 0,
    badge: { title: "GREEN ENERGY", subtitle: "PLEDGE", color: BADGE_COLORS.green, shape: "seal", icon: "leaf" },
  },
  {
    name: "Cyber Essentials Plus", issuer: "IASME Consortium", number: "IASME-CEP-019273", issuedDaysAgo: 120, years: 1,
    badge: { title: "CYBER ESSENTIALS", subtitle: "PLUS", color: BADGE_COLORS.red, shape: "shield", icon: "shield" },
  },
];

/** What the demo's certificates cover, as a certificate's scope line says it. */
const CERTIFIED_SCOPE = "the design, delivery and operation of industrial IoT, data and cloud solutions";

/** "YYYY-MM-DD" of the day `days` after `time` (UTC). */
function calendarDay(time: number, days: number): string {
  return new Date(time + days * DAY).toISOString().slice(0, 10);
}

function validity(certificate: DemoCertificate, now: number) {
  const from = new Date(now - certificate.issuedDaysAgo * DAY);
  if (certificate.years === 0) return { valid_from: calendarDay(from.getTime(), 0), valid_until: null };
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + certificate.years);
  // Valid through the day before the anniversary, as certificates are dated.
  return { valid_from: calendarDay(from.getTime(), 0), valid_until: calendarDay(end.getTime(), -1) };
}

function paragraphs(...texts: string[]) {
  return texts.map((text) => `<p>${text}</p>`).join("");
}

/** A story's body in either language: what the customer faced, what was done (with its steps as a list), what came of it. */
function storyBody(
  headings: { challenge: string; work: string; result: string },
  story: { challenge: string | readonly string[]; work: string; steps?: readonly string[]; result: string | readonly string[] },
) {
  const steps = story.steps ? `<ul>${story.steps.map((step) => `<li>${step}</li>`).join("")}</ul>` : "";
  return (
    `<h2>${headings.challenge}</h2>${paragraphs(...[story.challenge].flat())}` +
    `<h2>${headings.work}</h2>${paragraphs(story.work)}${steps}` +
    `<h2>${headings.result}</h2>${paragraphs(...[story.result].flat())}`
  );
}

/**
 * Draws a list's pictures a step ahead of their use: `picture(i)` also starts
 * the next ones. sharp draws on its own threads while this one stores the
 * previous picture, so drawing and storing overlap; only a few at a time, as
 * sharp's thread pool serves both in turn.
 */
function drawAhead<T>(items: readonly T[], draw: (item: T) => Promise<Buffer>, ahead = 2) {
  const drawings: Array<Promise<Buffer>> = [];
  return (index: number): Promise<Buffer> => {
    while (drawings.length <= Math.min(index + ahead, items.length - 1)) {
      const drawing = draw(items[drawings.length]);
      // Awaited in its turn; a failure must not count as unhandled meanwhile.
      drawing.catch(() => undefined);
      drawings.push(drawing);
    }
    return drawings[index];
  };
}

/** A drawing saved as an upload, its file named after `name` (what shows it) and its alt text saying what it shows. */
async function store(trx: Trx, drawing: Buffer | Promise<Buffer>, { name, alt }: { name: string; alt: string }, extension: "jpg" | "png" = "jpg") {
  return saveUpload(trx, { file: await drawing, originalName: `${slugify(name)}.${extension}`, alt });
}

async function hasContent(trx: Trx) {
  const row = await trx
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("solution_category").select("id")).as("categories"),
      eb.exists(eb.selectFrom("setting").select("name").where("name", "=", "profile")).as("profile"),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.categories) || Boolean(row.profile);
}

/** `progress` hears each part as it starts: the pictures make this the longest step of a first start. */
export async function seedDemoContent(database: DB, progress: (text: string) => void = () => undefined): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('company-site:demo-seed'))`.execute(trx);
    if (await hasContent(trx)) return false;

    const now = Date.now();
    progress("Adding demo content: company profile and settings…");
    const logoFile = await demoLogo(COMPANY_NAME);
    const logo = await saveUpload(trx, { file: logoFile, originalName: "northwind-logo.png", alt: COMPANY_NAME });

    await insertSettings(trx, logo);
    const team = {
      communications: await createUser(trx, { ...NEWSROOM.communications, password: null, role: "editor" }),
      engineering: await createUser(trx, { ...NEWSROOM.engineering, password: null, role: "editor" }),
    };
    progress("Adding demo content: solutions and products, with their pictures…");
    await insertCatalog(trx, now);
    await writeProductHistory(trx, now, team);
    if (env().SITE_LOCALES.includes("de")) await insertCatalogInGerman(trx);
    progress("Adding demo content: news and customer stories…");
    await insertNews(trx, now, team);
    await writeNewsHistory(trx, now, team);
    if (env().SITE_LOCALES.includes("de")) await insertNewsInGerman(trx, now);
    await insertCustomerStories(trx, now);
    if (env().SITE_LOCALES.includes("de")) await insertCustomerStoriesInGerman(trx);
    progress("Adding demo content: home page, certificates and pages…");
    await insertHome(trx, now);

    const pdf = await saveUpload(trx, {
      file: await companyProfilePdf({
        name: COMPANY_NAME,
        tagline: TAGLINE,
        about: ABOUT,
        logo: logoFile,
        facts: [
          { value: "2009", label: "Founded, in Portsmouth" },
          { value: "140", label: "Engineers in four countries" },
          { value: "850+", label: "Projects delivered" },
          { value: "42,000+", label: "Devices we watch over, every hour" },
        ],
        certificates: CERTIFICATES.map((certificate) => `${certificate.name}, issued by ${certificate.issuer}`),
        solutions: SOLUTION_CATEGORIES.map((category) => ({ name: category.name, description: category.description, items: category.items })),
        contact: { ...CONTACT, website: "northwind.example" },
      }),
      originalName: "northwind-company-profile.pdf",
      alt: "Northwind Systems company profile",
    });
    await setSetting(trx, "company_pdf", { media_id: pdf.id, title: "Company profile 2026" });
    // No demo video ships (none can be made or fetched here): the hero video
    // section shows its poster until an editor uploads one.
    const poster = await store(trx, demoIllustration("control-room", 1280, 720), { name: "Inside our operations centre", alt: SCENE_ALT["control-room"] });
    await setSetting(trx, "hero_video", {
      video_id: null,
      video_url: "",
      poster_id: poster.id,
      title: "Inside our operations centre",
      caption: "A day with the engineers who answer when one of your machines raises an alarm.",
    });
    const images = {
      controlRoom: poster.id,
      workshop: (await store(trx, demoIllustration("roadmap-workshop", 1200, 900), { name: "Roadmap workshop", alt: SCENE_ALT["roadmap-workshop"] })).id,
      team: (await store(trx, demoIllustration("team-office", 1600, 900), { name: "Portsmouth office", alt: SCENE_ALT["team-office"] })).id,
      datacenter: (await store(trx, demoIllustration("datacenter-aisle", 1600, 900), { name: "Data centre", alt: SCENE_ALT["datacenter-aisle"] })).id,
      helen: (await store(trx, demoPortrait("helen-marsh"), { name: "Helen Marsh", alt: "Portrait of Helen Marsh" })).id,
      priya: (await store(trx, demoPortrait("priya-raman"), { name: "Priya Raman", alt: "Portrait of Priya Raman" })).id,
    };
    await insertPages(trx, now, images);
    await writePageHistory(trx, now, team);
    await insertWhyPage(trx, now, images);
    if (env().SITE_LOCALES.includes("de")) {
      await insertPagesInGerman(trx, now, images);
      await insertProfileInGerman(trx);
      await insertHomeInGerman(trx);
    }
    await insertContactMessages(trx, now);
    // Written without the commands, which would record it: version 1 of each record can then be compared and restored.
    await recordFirstRevisions(trx, { actorName: DEMO_AUTHOR });
    return true;
  });
}

/** A page built from sections, one of each type, as an editor would make it. */
async function insertWhyPage(trx: Trx, now: number, images: DemoImages) {
  const sections: Section[] = [
    {
      type: "hero",
      heading: "Why Northwind",
      text: "Since 2009, keeping factories, utilities and fleets running, with one team from the first survey to 24/7 operations.",
      image_id: images.datacenter,
      buttons: [{ label: "Talk to an engineer", url: "/contact-us" }, { label: "Our solutions", url: "/solutions/cloud-infrastructure" }],
    },
    {
      type: "features",
      heading: "What you get",
      items: [
        { icon: "shield", title: "Secure by design", text: "ISO 27001 certified, with encryption from the sensor to the dashboard." },
        { icon: "bolt", title: "Fast to start", text: "A pilot line connected in six weeks, not six months." },
        { icon: "users", title: "One team", text: "The engineers who build your system are the ones who run it." },
        { icon: "globe", title: "Four countries", text: "Offices and spare parts close to your sites." },
      ],
    },
    {
      type: "figures",
      heading: "In numbers",
      items: [
        { value: "6 weeks", label: "from the site survey to a first line reporting live" },
        { value: "38%", label: "fewer unplanned stops in a customer's first year" },
        { value: "15 min", label: "for the operations centre to answer an alarm, day or night" },
        { value: "99.98%", label: "uptime of the monitoring platform in 2025" },
      ],
    },
    {
      type: "cta",
      heading: "See it on your own line",
      text: "A pilot takes six weeks and shows the savings before you commit.",
      button: { label: "Plan a pilot", url: "/contact-us" },
    },
    {
      type: "rich_text",
      body:
        "<h2>How a project runs</h2><p>One line first, the rest only when it pays.</p><ol>" +
        "<li><strong>Site survey.</strong> Two engineers spend a day on your floor and map every machine, network and data source.</li>" +
        "<li><strong>Figures that matter.</strong> We agree with you on the three or four numbers the project must move, and how we measure them.</li>" +
        "<li><strong>One line connected.</strong> Within six weeks the first line reports live, and your team works with it every day.</li>" +
        "<li><strong>Roll-out.</strong> When the figures move, we connect the other lines and sites on a fixed price per line.</li></ol>",
    },
    {
      type: "image_text",
      image_id: images.workshop,
      heading: "Roadmaps made with your people",
      body: "Every project starts with a workshop on your site.\n\nYour operators know where the time goes; we bring the sensors and the software to prove it.",
      image_side: "right",
    },
    {
      type: "quote",
      text: "Northwind helped us cut unplanned downtime by 38% in the first year.",
      person: "Priya Raman",
      role: "Head of platform, logistics group",
      image_id: images.priya,
    },
    { type: "logos", heading: "Certified", source: "certificates", media_ids: [] },
    {
      type: "video",
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: "A day in our operations centre",
      poster_id: images.controlRoom,
    },
    {
      type: "faq",
      heading: "Questions we are asked",
      items: [
        { question: "Do you work with the machines we already have?", answer: "Yes. Our gateways speak the common industrial protocols, so most lines are connected without replacing anything." },
        { question: "Who owns the data?", answer: "You do. It is stored in your region and exported in open formats whenever you ask." },
        { question: "How quickly do you answer an alarm?", answer: "Our operations centre is staffed around the clock and answers within fifteen minutes." },
      ],
    },
    { type: "latest", heading: "What we have been up to", source: "news", count: 3 },
    { type: "latest", heading: "Customer stories", source: "customer-stories", count: 3 },
    { type: "contact_form", heading: "Tell us about your site" },
  ];
  await trx
    .insertInto("page")
    .values({
      title: "Why Northwind",
      slug: "why-northwind",
      status: "published",
      published_at: new Date(now - 30 * DAY),
      show_in_menu: false,
      sort_order: 2,
      seo_description: "Why manufacturers, utilities and logistics companies choose Northwind Systems: one team, secure by design, fast to start.",
      sections: JSON.stringify(sections),
      sections_text: sectionsText(sections),
    })
    .execute();
}

/** The profile's words on the German pages: the tagline, the footer's about text and its line. */
async function insertProfileInGerman(trx: Trx) {
  const value = {
    tagline: "Industrietechnik, die läuft und läuft",
    about: "Northwind Systems entwickelt, baut und betreibt die Technik hinter Fabriken, Versorgern und Logistikunternehmen.",
    footer_text: "© Northwind Systems. Alle Rechte vorbehalten.",
  };
  await trx.insertInto("setting_translation").values({ name: "profile", locale: "de", value: JSON.stringify(value) }).execute();
}

/** The home's headline, slides, "why us" blocks, figures and video in German, each paired by its English title. */
async function insertHomeInGerman(trx: Trx) {
  const slides: Record<string, { title: string; subtitle: string; button_label: string; button_url: string }> = {
    "From the factory floor to the cloud": {
      title: "Von der Werkhalle bis in die Cloud",
      subtitle: "Gateways, Sensoren und die Plattform, die sie betreibt – aus einem Team.",
      button_label: "Unsere Lösungen",
      button_url: "/de/solutions/cloud-und-infrastruktur",
    },
    "Data you can act on": {
      title: "Daten, mit denen Sie handeln können",
      subtitle: "Dashboards und Prognosen, denen Ihre Leitstände vertrauen.",
      button_label: "Zur Datenplattform",
      button_url: "/de/solutions/daten-und-analytics",
    },
    "Secure by default": {
      title: "Von Anfang an sicher",
      subtitle: "Security Operations und Compliance-Programme für regulierte Branchen.",
      button_label: "Sicherheit & Compliance",
      button_url: "/de/solutions/sicherheit-und-compliance",
    },
  };
  const features: Record<string, { title: string; body: string; link_url: string }> = {
    "Engineers, not resellers": {
      title: "Ingenieure, keine Wiederverkäufer",
      body: "Jedes Projekt planen und liefern unsere eigenen zertifizierten Ingenieurinnen und Ingenieure.",
      link_url: "",
    },
    "One contract, end to end": {
      title: "Ein Vertrag, alles aus einer Hand",
      body: "Hardware, Software und Betrieb von einem Partner, der für alles geradesteht.",
      link_url: "/de/products/edge-hardware",
    },
    "Support around the clock": {
      title: "Support rund um die Uhr",
      body: "Ein Betriebszentrum, das 24/7 besetzt ist, mit zugesagter Reaktion binnen 15 Minuten.",
      link_url: "/de/solutions/sicherheit-und-compliance",
    },
  };
  const [slideRows, featureRows] = await Promise.all([
    trx.selectFrom("home_slide").select(["id", "title"]).execute(),
    trx.selectFrom("hero_content").select(["id", "title"]).execute(),
  ]);
  const value = {
    hero: {
      title: "Technik, die Ihre Industrie am Laufen hält",
      subtitle: "Cloud-, Daten- und Sicherheitslösungen – mit der passenden Hardware.",
      cta_label: "Mit einem Ingenieur sprechen",
      cta_url: "",
    },
    video: { title: "Einblick in unser Betriebszentrum", caption: "Ein Tag mit den Ingenieurinnen und Ingenieuren, die antworten, wenn eine Ihrer Maschinen Alarm schlägt." },
    slides: Object.fromEntries(slideRows.flatMap((row) => (slides[row.title] ? [[row.id, slides[row.title]]] : []))),
    features: Object.fromEntries(featureRows.flatMap((row) => (features[row.title] ? [[row.id, features[row.title]]] : []))),
    counters: {
      0: { label: "Jahre am Markt", suffix: "" },
      1: { label: "Abgeschlossene Projekte", suffix: "" },
      2: { label: "Betreute Geräte", suffix: "" },
      3: { label: "Verfügbarkeit im letzten Jahr", suffix: " %" },
    },
  };
  await trx.insertInto("setting_translation").values({ name: "home", locale: "de", value: JSON.stringify(value) }).execute();
}

/**
 * German text for the demo's pages, where the site speaks German: About us, the privacy policy and
 * Why Northwind, each page's sections all translated, in the English order and with its pictures and icons.
 */
async function insertPagesInGerman(trx: Trx, now: number, images: DemoImages) {
  const aboutSections: Section[] = [
    {
      type: "hero",
      heading: "Über uns",
      text: "Seit 2009 halten wir Fabriken, Versorger und Flotten am Laufen: 140 Ingenieurinnen und Ingenieure in vier Ländern, ein Team von der ersten Begehung bis zum Betrieb rund um die Uhr.",
      image_id: images.team,
      buttons: [{ label: "Mit einem Ingenieur sprechen", url: "/de/contact-us" }, { label: "Warum Northwind", url: "/de/warum-northwind" }],
    },
    {
      type: "image_text",
      image_id: images.controlRoom,
      heading: "Unser Betriebszentrum",
      body:
        "Von einem Raum in Portsmouth aus wachen unsere Ingenieurinnen und Ingenieure über 42.000 Geräte von mehr als 300 Kunden, jede Stunde, jeden Tag.\n\n" +
        "Geht ein Alarm ein, meldet sich innerhalb von fünfzehn Minuten jemand, der Ihren Standort kennt.",
      image_side: "left",
    },
    {
      type: "image_text",
      image_id: images.datacenter,
      heading: "So arbeiten wir",
      body:
        "Ein Team von Anfang bis Ende: Wer Ihren Standort begeht, baut und betreibt auch, was wir bei Ihnen installieren.\n\n" +
        "Eigene Hardware, gebaut für Staub, Hitze und Vibration und in unserer eigenen Werkstatt repariert, und eigene Rechenzentrumsflächen für die Plattform, die sie betreibt.\n\n" +
        "Offene Standards durchgehend: gängige Industrieprotokolle und offene Exportformate, Ihre Daten bleiben Ihre Daten.",
      image_side: "right",
    },
    {
      type: "quote",
      text: "Wir haben Northwind gegründet, weil Fabriken Technik verdienen, die so zuverlässig ist wie die Maschinen, über die sie wacht. An diesem Anspruch messen wir bis heute alles, was wir bauen.",
      person: "Helen Marsh",
      role: "Mitgründerin und Geschäftsführerin",
      image_id: images.helen,
    },
    {
      type: "faq",
      heading: "Fragen zu uns",
      items: [
        { question: "Wo sitzen Sie?", answer: "Unser Hauptsitz und unser Betriebszentrum sind in Portsmouth. Unsere Ingenieurinnen und Ingenieure arbeiten außerdem von Büros in Hamburg, Rotterdam und Danzig aus, nah an den Standorten unserer Kunden." },
        { question: "Können wir das Betriebszentrum besuchen?", answer: "Ja. Kunden und alle, die es werden wollen, sind willkommen; fragen Sie über unsere Kontaktseite nach einem Besuch." },
        { question: "Stellen Sie ein?", answer: "Wir suchen in diesem Jahr fünfundzwanzig Ingenieurinnen und Ingenieure für Betrieb, Außendienst und Software. Schreiben Sie uns über die Kontaktseite." },
      ],
    },
  ];
  const whySections: Section[] = [
    {
      type: "hero",
      heading: "Warum Northwind",
      text: "Seit 2009 halten wir Fabriken, Versorger und Flotten am Laufen, mit einem Team von der ersten Begehung bis zum Betrieb rund um die Uhr.",
      image_id: images.datacenter,
      buttons: [{ label: "Mit einem Ingenieur sprechen", url: "/de/contact-us" }, { label: "Unsere Lösungen", url: "/de/solutions/cloud-und-infrastruktur" }],
    },
    {
      type: "features",
      heading: "Was Sie bekommen",
      items: [
        { icon: "shield", title: "Sicher von Anfang an", text: "Nach ISO 27001 zertifiziert, verschlüsselt vom Sensor bis zum Dashboard." },
        { icon: "bolt", title: "Schnell startklar", text: "Eine Pilotlinie ist in sechs Wochen angebunden, nicht in sechs Monaten." },
        { icon: "users", title: "Ein Team", text: "Wer Ihr System baut, betreibt es auch." },
        { icon: "globe", title: "Vier Länder", text: "Büros und Ersatzteile nah an Ihren Standorten." },
      ],
    },
    {
      type: "figures",
      heading: "In Zahlen",
      items: [
        { value: "6 Wochen", label: "von der Begehung bis zur ersten Linie, die live meldet" },
        { value: "38 %", label: "weniger ungeplante Stillstände im ersten Jahr eines Kunden" },
        { value: "15 Min.", label: "bis die Leitwarte auf einen Alarm antwortet, Tag und Nacht" },
        { value: "99,98 %", label: "Verfügbarkeit der Überwachungsplattform 2025" },
      ],
    },
    {
      type: "cta",
      heading: "Sehen Sie es an Ihrer eigenen Linie",
      text: "Ein Pilot dauert sechs Wochen und zeigt die Einsparungen, bevor Sie sich festlegen.",
      button: { label: "Pilot planen", url: "/de/contact-us" },
    },
    {
      type: "rich_text",
      body:
        "<h2>So läuft ein Projekt</h2><p>Zuerst eine Linie, der Rest erst, wenn es sich lohnt.</p><ol>" +
        "<li><strong>Begehung.</strong> Zwei Ingenieure verbringen einen Tag in Ihrer Halle und erfassen jede Maschine, jedes Netz und jede Datenquelle.</li>" +
        "<li><strong>Kennzahlen, die zählen.</strong> Wir legen mit Ihnen die drei oder vier Zahlen fest, die das Projekt bewegen muss, und wie wir sie messen.</li>" +
        "<li><strong>Eine Linie angebunden.</strong> Nach sechs Wochen meldet die erste Linie live, und Ihr Team arbeitet täglich damit.</li>" +
        "<li><strong>Ausrollen.</strong> Wenn sich die Zahlen bewegen, binden wir die weiteren Linien und Standorte zum Festpreis pro Linie an.</li></ol>",
    },
    {
      type: "image_text",
      image_id: images.workshop,
      heading: "Roadmaps mit Ihren Leuten",
      body: "Jedes Projekt beginnt mit einem Workshop bei Ihnen vor Ort.\n\nIhre Bedienerinnen und Bediener wissen, wo die Zeit verloren geht; wir bringen die Sensoren und die Software, die es belegen.",
      image_side: "right",
    },
    {
      type: "quote",
      text: "Northwind hat uns geholfen, ungeplante Stillstände im ersten Jahr um 38 % zu senken.",
      person: "Priya Raman",
      role: "Leiterin Plattform, Logistikgruppe",
      image_id: images.priya,
    },
    { type: "logos", heading: "Zertifiziert", source: "certificates", media_ids: [] },
    {
      type: "video",
      url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      title: "Ein Tag in unserem Betriebszentrum",
      poster_id: images.controlRoom,
    },
    {
      type: "faq",
      heading: "Häufige Fragen",
      items: [
        { question: "Arbeiten Sie mit unseren vorhandenen Maschinen?", answer: "Ja. Unsere Gateways sprechen die üblichen Industrieprotokolle, die meisten Linien werden ohne Umbau angebunden." },
        { question: "Wem gehören die Daten?", answer: "Ihnen. Sie werden in Ihrer Region gespeichert und jederzeit in offenen Formaten exportiert." },
        { question: "Wie schnell reagieren Sie auf einen Alarm?", answer: "Unser Betriebszentrum ist rund um die Uhr besetzt und meldet sich innerhalb von fünfzehn Minuten." },
      ],
    },
    { type: "latest", heading: "Was uns zuletzt beschäftigt hat", source: "news", count: 3 },
    { type: "latest", heading: "Referenzen", source: "customer-stories", count: 3 },
    { type: "contact_form", heading: "Erzählen Sie uns von Ihrem Standort" },
  ];
  const translations = [
    {
      original: "about-us",
      title: "Über uns",
      body:
        `<h2>Wer wir sind</h2>` +
        paragraphs(
          "Northwind Systems wurde 2009 von drei Ingenieuren gegründet, die ihr Berufsleben lang Fabriken am Netz gehalten hatten.",
          "Heute entwerfen, bauen und betreiben 140 Ingenieurinnen und Ingenieure in vier Ländern Technik für Hersteller, Versorger und Logistikunternehmen.",
        ),
      sections: aboutSections,
      seo_description: "Northwind Systems: seit 2009 Technik für Hersteller, Versorger und Logistikunternehmen, mit 140 Ingenieurinnen und Ingenieuren in vier Ländern.",
    },
    {
      original: "privacy-policy",
      title: "Datenschutzerklärung",
      body:
        `<h2>Welche Daten wir speichern</h2>` +
        paragraphs(
          "Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls Sie sie angeben, und Ihre Nachricht, damit wir Ihnen antworten können.",
          "Nachrichten bewahren wir zwei Jahre auf; wir verkaufen sie nicht und geben sie an niemanden weiter. Unter hello@northwind.example sagen wir Ihnen, welche Daten wir über Sie gespeichert haben, und löschen sie auf Wunsch.",
        ),
      sections: [] as Section[],
      seo_description: "Welche Daten Northwind Systems über das Kontaktformular speichert, wie lange wir sie aufbewahren und wie Sie Auskunft oder Löschung verlangen.",
    },
    {
      original: "why-northwind",
      title: "Warum Northwind",
      body: "",
      sections: whySections,
      seo_description: "Warum Hersteller, Versorger und Logistiker Northwind Systems wählen: ein Team, sicher von Anfang an, schnell startklar.",
    },
  ];
  for (const translation of translations) {
    const original = await trx.selectFrom("page").select(["id", "version"]).where("slug", "=", translation.original).executeTakeFirstOrThrow();
    await trx
      .insertInto("page_translation")
      .values({
        page_id: original.id,
        locale: "de",
        title: translation.title,
        slug: slugify(translation.title, "de"),
        body: translation.body,
        sections: JSON.stringify(translation.sections),
        sections_text: sectionsText(translation.sections),
        seo_description: translation.seo_description,
        status: "published",
        published_at: new Date(now - 30 * DAY),
        source_version: original.version,
      })
      .execute();
  }
}

async function setSetting(trx: Trx, name: string, value: Record<string, unknown>) {
  await trx
    .insertInto("setting")
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

async function insertSettings(trx: Trx, logo: Media) {
  await setSetting(trx, "profile", {
    company_name: COMPANY_NAME,
    tagline: TAGLINE,
    logo_id: logo.id,
    ...CONTACT,
    ...CONTACT_PERSON,
    about: ABOUT,
    footer_text: "© Northwind Systems. All rights reserved.",
  });
  await setSetting(trx, "social", {
    facebook: "https://www.facebook.com/northwind.example",
    linkedin: "https://www.linkedin.com/company/northwind-example",
    x: "https://x.com/northwind_example",
    youtube: "https://www.youtube.com/@northwind-example",
    instagram: "",
  });
  await setSetting(trx, "hero", {
    title: "Technology that keeps industry running",
    subtitle: "Cloud, data and security solutions with the hardware to match.",
    cta_label: "Talk to an engineer",
    cta_url: "/contact-us",
  });
  await setSetting(trx, "counter", {
    items: [
      { label: "Years in business", value: 17, suffix: "" },
      { label: "Projects delivered", value: 850, suffix: "+" },
      { label: "Devices managed", value: 42000, suffix: "+" },
      { label: "Uptime last year", value: 99.98, suffix: "%" },
    ],
  });
  await setSetting(trx, "site", {
    require_login_for_details: true,
    default_seo_description:
      "Northwind Systems: cloud, data and security solutions and edge hardware for industrial companies.",
  });
}

async function insertCatalog(trx: Trx, now: number) {
  await insertCatalogKind(trx, now, {
    categoryTable: "solution_category",
    itemTable: "solution",
    categories: SOLUTION_CATEGORIES,
    headings: { overview: "Overview", features: "What you get", specifications: "Specifications" },
    publishedDaysAgo: 30,
  });
  await insertCatalogKind(trx, now, {
    categoryTable: "product_category",
    itemTable: "product",
    categories: PRODUCT_CATEGORIES,
    headings: { overview: "Overview", features: "Key features", specifications: "Specifications" },
    publishedDaysAgo: 20,
  });
}

async function insertCatalogKind(
  trx: Trx,
  now: number,
  kind: {
    categoryTable: "solution_category" | "product_category";
    itemTable: "solution" | "product";
    categories: readonly DemoCategory[];
    headings: CatalogHeadings;
    publishedDaysAgo: number;
  },
) {
  const covers = drawAhead(kind.categories, (category) => demoIllustration(category.picture, 1600, 900));
  const pictures = drawAhead(
    kind.categories.flatMap((category) => category.items),
    (item) => demoIllustration(item.picture, 1600, 900),
  );
  let itemNumber = 0;
  for (const [categoryIndex, category] of kind.categories.entries()) {
    const cover = await store(trx, covers(categoryIndex), { name: category.name, alt: SCENE_ALT[category.picture] });
    const { id: categoryId } = await trx
      .insertInto(kind.categoryTable)
      .values({
        name: category.name,
        slug: category.slug,
        description: category.description,
        image_id: cover.id,
        sort_order: categoryIndex,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, item] of category.items.entries()) {
      const picture = await store(trx, pictures(itemNumber++), { name: item.title, alt: SCENE_ALT[item.picture] });
      await trx
        .insertInto(kind.itemTable)
        .values({
          category_id: categoryId,
          title: item.title,
          slug: slugify(item.title),
          summary: item.summary,
          body: catalogBody(item, kind.headings),
          image_id: picture.id,
          sort_order: index,
          status: "published",
          published_at: new Date(now - (kind.publishedDaysAgo + index) * DAY),
          seo_title: `${item.title} | Northwind Systems`,
          seo_description: item.summary,
        })
        .execute();
    }
  }
}

type CatalogHeadings = { overview: string; features: string; specifications: string };

function catalogBody(item: Pick<DemoItem, "detail" | "specs" | "quote"> & { features: readonly string[] }, headings: CatalogHeadings) {
  return (
    // The summary is the page's lede already: the overview goes on from it rather than say it again.
    `<h2>${headings.overview}</h2>` +
    paragraphs(item.detail) +
    `<h2>${headings.features}</h2><ul>${item.features.map((feature) => `<li>${feature}</li>`).join("")}</ul>` +
    (item.specs
      ? `<h2>${headings.specifications}</h2><ul>${item.specs.map(([label, value]) => `<li><strong>${label}</strong> ${value}</li>`).join("")}</ul>`
      : "") +
    quoteHtml(item.quote)
  );
}

/** "Words. — Role" as a pull quote: the words, then who said them on a line of their own. */
function quoteHtml(quote: string): string {
  const [words, role] = quote.split(" — ");
  return role ? `<blockquote>${words}<br><em>— ${role}</em></blockquote>` : `<blockquote>${quote}</blockquote>`;
}

/**
 * German text for the demo's solutions, products and categories (app/demo/catalog-in-german.ts), each
 * written against the item's first version. Secure Vault stays untranslated on purpose.
 */
async function insertCatalogInGerman(trx: Trx) {
  const { overview, specifications } = CATALOG_HEADINGS_IN_GERMAN;
  const kinds = [
    { kind: "solution", categories: SOLUTION_CATEGORIES_IN_GERMAN, items: SOLUTIONS_IN_GERMAN, features: CATALOG_HEADINGS_IN_GERMAN.solutionFeatures },
    { kind: "product", categories: PRODUCT_CATEGORIES_IN_GERMAN, items: PRODUCTS_IN_GERMAN, features: CATALOG_HEADINGS_IN_GERMAN.productFeatures },
  ] as const;
  for (const { kind, categories, items, features } of kinds) {
    for (const category of categories) {
      const original = await trx.selectFrom(`${kind}_category`).select(["id", "version"]).where("slug", "=", category.original).executeTakeFirstOrThrow();
      await trx
        .insertInto(`${kind}_category_translation`)
        .values({
          category_id: original.id,
          locale: "de",
          name: category.name,
          slug: slugify(category.name, "de"),
          description: category.description,
          source_version: original.version,
        })
        .execute();
    }
    for (const item of items) {
      const original = await trx.selectFrom(kind).select(["id", "version", "published_at"]).where("title", "=", item.original).executeTakeFirstOrThrow();
      await trx
        .insertInto(`${kind}_translation`)
        .values({
          item_id: original.id,
          locale: "de",
          title: item.title,
          slug: slugify(item.title, "de"),
          summary: item.summary,
          body: catalogBody(item, { overview, features, specifications }),
          seo_title: `${item.title} | Northwind Systems`,
          seo_description: item.summary,
          status: "published",
          published_at: original.published_at,
          source_version: original.version,
        })
        .execute();
    }
  }
}

type Newsroom = Record<keyof typeof NEWSROOM, { id: number; email: string }>;

async function insertNews(trx: Trx, now: number, team: Newsroom) {
  const covers = drawAhead(NEWS, (article) => demoIllustration(article.picture, 1200, 675));
  for (const [index, article] of NEWS.entries()) {
    const cover = await store(trx, covers(index), { name: article.title, alt: SCENE_ALT[article.picture] });
    const row = await trx
      .insertInto("news")
      .values({
        title: article.title,
        slug: slugify(article.title, "de"),
        excerpt: article.excerpt,
        body: paragraphs(article.excerpt, ...article.body),
        cover_image_id: cover.id,
        status: article.status,
        published_at: article.status === "published" ? new Date(now - article.daysAgo * DAY) : null,
        seo_description: metaDescription(article.excerpt),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: team[article.author],
      action: "create",
      entity: "news",
      entityId: row.id,
      summary: auditSummary("create", "news article", article.title),
    });
  }
}

/**
 * German text for the demo's news, where the site speaks German: every article. The demo's one
 * missing translation is a product's, Secure Vault (app/demo/catalog-in-german.ts).
 */
const NEWS_IN_GERMAN: ReadonlyArray<{ original: string; title: string; excerpt: string; body: readonly string[] }> = [
  {
    original: "We opened our new operations centre",
    title: "Wir haben unser neues Betriebszentrum eröffnet",
    excerpt: "Rund um die Uhr überwacht unser Team nun die Anlagen unserer Kunden aus einem Haus.",
    body: ["Das neue Zentrum bündelt Leitstand, Service und Entwicklung unter einem Dach."],
  },
  {
    original: "Edge Gateway X1 wins an industry design award",
    title: "Edge Gateway X1 gewinnt einen Designpreis der Branche",
    excerpt: "Die Jury lobte das robuste Gehäuse und die einfache Inbetriebnahme.",
    body: ["Unsere Teams haben monatelang daran gearbeitet, dass das möglich wird."],
  },
  {
    original: "How predictive maintenance saved a bottling plant 400 hours",
    title: "Wie vorausschauende Wartung einer Abfüllanlage 400 Stunden sparte",
    excerpt: "Sensoren meldeten den Verschleiß, bevor eine Maschine stillstand.",
    body: ["Ein Jahr nach dem Start plant die Anlage ihre Wartung nach Daten statt nach Kalender."],
  },
  {
    original: "Join us at the Industrial Data Summit",
    title: "Treffen Sie uns auf dem Industrial Data Summit",
    excerpt: "Besuchen Sie unseren Stand und sehen Sie die neuen Gateways in Aktion.",
    body: ["Wir zeigen Live-Vorführungen und freuen uns auf Ihre Fragen."],
  },
  {
    original: "Our team is now ISO 27001 certified",
    title: "Wir sind jetzt nach ISO 27001 zertifiziert",
    excerpt: "Ein externes Audit hat bestätigt: Unser Managementsystem für Informationssicherheit erfüllt die ISO/IEC 27001:2022.",
    body: [
      "Das Zertifikat gilt für unser Betriebszentrum, unsere Softwareplattform und die Engineering-Teams, die an den Systemen unserer Kunden arbeiten.",
      "Dahinter steht ein Jahr Arbeit an Risikobewertung, Zugriffsrechten, Lieferantenprüfungen und Notfallübungen, die ein akkreditierter Auditor zwei Wochen lang unter die Lupe genommen hat.",
      "Kunden können das Zertifikat und die Erklärung zur Anwendbarkeit bei ihrer Ansprechperson im Vertrieb anfordern.",
    ],
  },
];

async function insertNewsInGerman(trx: Trx, now: number) {
  for (const article of NEWS_IN_GERMAN) {
    const original = await trx
      .selectFrom("news")
      .select(["id", "version", "published_at"])
      .where("title", "=", article.original)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("news_translation")
      .values({
        news_id: original.id,
        locale: "de",
        title: article.title,
        slug: slugify(article.title, "de"),
        excerpt: article.excerpt,
        body: paragraphs(article.excerpt, ...article.body),
        seo_description: metaDescription(article.excerpt),
        status: "published",
        // As the article's own: a scheduled article goes live in both languages at once.
        published_at: original.published_at ?? new Date(now),
        source_version: original.version,
      })
      .execute();
  }
}

async function insertCustomerStories(trx: Trx, now: number) {
  const idsOf = async (table: "solution" | "product", titles: readonly string[]) => {
    // A story may name solutions only; `in ()` is not SQL.
    if (titles.length === 0) return [];
    const rows = await trx.selectFrom(table).select(["id", "title"]).where("title", "in", [...titles]).execute();
    return titles.map((title) => rows.find((row) => row.title === title)!.id);
  };
  const covers = drawAhead(CUSTOMER_STORIES, (story) => demoIllustration(story.picture, 1200, 675));
  for (const [index, story] of CUSTOMER_STORIES.entries()) {
    const cover = await store(trx, covers(index), { name: story.title, alt: SCENE_ALT[story.picture] });
    const logo = await saveUpload(trx, { file: await demoLogo(story.customer), originalName: `${slugify(story.customer)}-logo.png`, alt: story.customer });
    await insertCustomerStory(trx, {
      title: story.title,
      slug: slugify(story.title),
      customer_name: story.customer,
      industry: story.industry,
      summary: story.summary,
      body:
        storyBody({ challenge: "The challenge", work: "What we did", result: "The result" }, story),
      cover_image_id: cover.id,
      logo_id: logo.id,
      figures: [...story.figures],
      quote: story.quote,
      solution_ids: await idsOf("solution", story.solutions),
      product_ids: await idsOf("product", story.products),
      status: "published",
      published_at: new Date(now - story.daysAgo * DAY),
      seo_title: `${story.customer} | Northwind Systems`,
      seo_description: metaDescription(story.summary),
    });
  }
}

/**
 * German text for every demo customer story (app/demo/customer-stories-in-german.ts), written
 * against the story's first version and published with it.
 */
async function insertCustomerStoriesInGerman(trx: Trx) {
  for (const story of CUSTOMER_STORIES_IN_GERMAN) {
    const original = await trx
      .selectFrom("customer_story")
      .select(["id", "version", "published_at", "customer_name"])
      .where("title", "=", story.original)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("customer_story_translation")
      .values({
        story_id: original.id,
        locale: "de",
        title: story.title,
        slug: slugify(story.title, "de"),
        industry: story.industry,
        summary: story.summary,
        body: storyBody(STORY_HEADINGS_IN_GERMAN, story),
        figures: JSON.stringify(story.figures),
        quote_text: story.quote.text,
        quote_role: story.quote.role,
        status: "published",
        published_at: original.published_at,
        seo_title: `${original.customer_name} | Northwind Systems`,
        seo_description: metaDescription(story.summary),
        source_version: original.version,
      })
      .execute();
  }
}

async function insertHome(trx: Trx, now: number) {
  const slides = [
    // Captions, not headlines, and links, not buttons: the hero's heading and its one button lead.
    ["From the factory floor to the cloud", "Gateways, sensors and the platform that runs them, from one team.", "Our solutions", "/solutions/cloud-infrastructure", "slide-industry"],
    ["Data you can act on", "Dashboards and predictions your operators trust.", "See the data platform", "/solutions/data-analytics", "slide-data"],
    ["Secure by default", "Security operations and compliance programmes for regulated industries.", "Security & compliance", "/solutions/security-compliance", "slide-security"],
  ] as const;
  const slidePictures = drawAhead(slides, ([, , , , scene]) => demoIllustration(scene, 1500, 1000));
  for (const [index, [title, subtitle, label, url, scene]] of slides.entries()) {
    const picture = await store(trx, slidePictures(index), { name: title, alt: SCENE_ALT[scene] });
    await trx
      .insertInto("home_slide")
      .values({ title, subtitle, image_id: picture.id, button_label: label, button_url: url, sort_order: index })
      .execute();
  }

  const heroContents = [
    ["Engineers, not resellers", "Every project is designed and delivered by our own certified engineers.", "/contact-us", "engineer"],
    ["One contract, end to end", "Hardware, software and operations from a single accountable partner.", "/products/edge-hardware", "contract"],
    ["Support around the clock", "A 24/7 operations centre with a 15-minute response commitment.", "/solutions/security-compliance", "support"],
  ] as const;
  const icons = drawAhead(heroContents, ([, , , icon]) => demoIcon(icon));
  for (const [index, [title, body, link, icon]] of heroContents.entries()) {
    const picture = await store(trx, icons(index), { name: title, alt: ICON_ALT[icon] });
    await trx
      .insertInto("hero_content")
      .values({ title, body, image_id: picture.id, link_url: link, sort_order: index })
      .execute();
  }

  const badges = drawAhead(CERTIFICATES, ({ badge }) => demoBadge(badge));
  for (const [index, certificate] of CERTIFICATES.entries()) {
    const badge = await badges(index);
    const picture = await store(trx, badge, { name: certificate.name, alt: `${certificate.name} certification mark` }, "png");
    const dates = validity(certificate, now);
    // The certificate itself, as its issuer sent it: the page links it beside the badge.
    const scan = await saveUpload(trx, {
      file: await certificatePdf({
        name: certificate.name,
        issuer: certificate.issuer,
        number: certificate.number,
        validFrom: dates.valid_from,
        validUntil: dates.valid_until,
        badge,
        company: { name: COMPANY_NAME, address: CONTACT.address },
        scope: CERTIFIED_SCOPE,
      }),
      originalName: `${slugify(certificate.name)}-certificate.pdf`,
      alt: `${certificate.name} certificate`,
    });
    await trx
      .insertInto("certificate")
      .values({
        name: certificate.name,
        image_id: picture.id,
        url: mediaUrl(scan),
        issuer: certificate.issuer,
        number: certificate.number,
        ...dates,
        sort_order: index,
      })
      .execute();
  }
}

type DemoImages = { controlRoom: number; workshop: number; team: number; datacenter: number; helen: number; priya: number };

/**
 * About us opens with the team in a picture, then who the company is, the room it works from, how it
 * works, a founder's word and the questions people ask about it, before the figures, certificates and
 * story the company page adds from the site's data. Pictures alternate sides, as a reader's eye does.
 */
async function insertPages(trx: Trx, now: number, images: DemoImages) {
  const aboutSections: Section[] = [
    {
      type: "hero",
      heading: "About us",
      text: "Since 2009 we have kept factories, utilities and fleets running: 140 engineers in four countries, one team from the first site survey to 24/7 operations.",
      image_id: images.team,
      buttons: [{ label: "Talk to an engineer", url: "/contact-us" }, { label: "Why Northwind", url: "/why-northwind" }],
    },
    {
      type: "image_text",
      image_id: images.controlRoom,
      heading: "Our operations centre",
      body:
        "From one room in Portsmouth our engineers watch over 42,000 devices for more than 300 customers, every hour of every day.\n\n" +
        "When an alarm comes in, someone who knows your site answers it within fifteen minutes.",
      image_side: "left",
    },
    {
      type: "image_text",
      image_id: images.datacenter,
      heading: "How we work",
      body:
        "One team, start to finish: the engineers who survey your site are the ones who build and run what we install.\n\n" +
        "Our own hardware, built for dust, heat and vibration and repaired in our own workshop, and our own data centre halls for the platform that runs it.\n\n" +
        "Open standards throughout: common industrial protocols and open export formats, so your data stays yours.",
      image_side: "right",
    },
    {
      type: "quote",
      text: "We started Northwind because factories deserved technology as dependable as the machines it watches. That is still the test for everything we build.",
      person: "Helen Marsh",
      role: "Co-founder and managing director",
      image_id: images.helen,
    },
    {
      type: "faq",
      heading: "Questions about us",
      items: [
        { question: "Where are you based?", answer: "Our head office and operations centre are in Portsmouth. Our engineers also work from offices in Hamburg, Rotterdam and Gdańsk, close to our customers' sites." },
        { question: "Can we visit the operations centre?", answer: "Yes. Customers and those thinking of becoming one are welcome; ask for a visit through our contact page." },
        { question: "Are you hiring?", answer: "We are looking for twenty-five engineers this year, in operations, field service and software. Write to us through the contact page." },
      ],
    },
  ];
  const pages = [
    {
      title: "About us",
      slug: "about-us",
      body:
        `<h2>Who we are</h2>` +
        paragraphs(
          "Northwind Systems was founded in 2009 by three engineers who had spent their careers keeping factories online.",
          "Today 140 engineers in four countries design, build and run technology for manufacturers, utilities and logistics companies.",
        ),
      sections: aboutSections,
    },
    {
      title: "Privacy policy",
      slug: "privacy-policy",
      body:
        `<h2>What we collect</h2>` +
        paragraphs(
          "When you use our contact form we store your name, email address, phone number if given, and your message, so that we can answer you.",
          "When you register as a customer we store your name, your email address and a hash of your password (never the password itself), and when you last signed in, so that you can read our full product, solution and news pages.",
          "The site uses no tracking or advertising cookies and no analytics that follow you. Its only cookies keep you signed in and carry a short notice from one page to the next.",
        ) +
        `<h2>How long we keep it</h2>` +
        paragraphs(
          "We keep messages for two years, and a customer account until you delete it or ask us to. We never sell or share your data.",
        ) +
        `<h2>Your rights</h2>` +
        paragraphs(
          "You can ask us to show, correct or delete what we hold about you, your customer account included.",
        ) +
        `<p>Write to <a href="mailto:hello@northwind.example">hello@northwind.example</a> and we answer within a month.</p>` +
        `<h2>Who is responsible</h2>` +
        paragraphs("Northwind Systems Ltd, 100 Harbour Street, Suite 4, Portsmouth PO1 3AB, United Kingdom. This policy was last updated in November 2026."),
      sections: [],
    },
  ];
  for (const [index, { sections, ...page }] of pages.entries()) {
    await trx
      .insertInto("page")
      .values({
        ...page,
        sections: JSON.stringify(sections),
        sections_text: sectionsText(sections),
        status: "published",
        published_at: new Date(now - 60 * DAY),
        show_in_menu: index === 0,
        sort_order: index,
        // A heading leads into its text ("What we collect: We keep…"), not into it unmarked.
        seo_description: metaDescription(page.body.replace(/<\/h[1-6]>/g, ": ").replace(/<[^>]+>/g, " ")),
      })
      .execute();
  }
}

/*
 * A few items with a past, so History and its side-by-side comparison have something to show and
 * restore from the first start: drafts by the newsroom, a title changed, a paragraph or a list item
 * added, before the version the demo shows. The rest start at version 1 (recordFirstRevisions).
 */

async function idOf(trx: Trx, table: "news" | "page" | "product", column: "title" | "slug", value: string): Promise<number> {
  const row = await trx.selectFrom(table).select("id").where(column, "=", value).executeTakeFirstOrThrow();
  return row.id;
}

async function writeNewsHistory(trx: Trx, now: number, team: Newsroom) {
  const article = NEWS.find((candidate) => candidate.title === "We opened our new operations centre")!;
  const [desks, response] = article.body;
  await writeHistory(trx, now, {
    table: "news",
    id: await idOf(trx, "news", "title", article.title),
    earlier: [
      {
        daysAgo: 6,
        actorId: team.communications.id,
        fields: { title: "Our new operations centre is open", status: "draft", published_at: null, body: paragraphs(article.excerpt, desks) },
      },
      {
        daysAgo: 4,
        actorId: team.engineering.id,
        fields: { title: "Our new operations centre is open", status: "draft", published_at: null, body: paragraphs(article.excerpt, desks, response) },
      },
    ],
    current: { daysAgo: article.daysAgo, actorId: team.communications.id },
  });
}

async function writePageHistory(trx: Trx, now: number, team: Newsroom) {
  const first = "Northwind Systems was founded in 2009 by three engineers who had spent their careers keeping factories online.";
  await writeHistory(trx, now, {
    table: "page",
    id: await idOf(trx, "page", "slug", "about-us"),
    earlier: [
      { daysAgo: 66, actorId: team.communications.id, fields: { title: "About Northwind", status: "draft", published_at: null, body: `<h2>Who we are</h2>` + paragraphs(first) } },
      {
        daysAgo: 62,
        actorId: team.engineering.id,
        fields: {
          title: "About Northwind",
          status: "draft",
          published_at: null,
          body: `<h2>Who we are</h2>` + paragraphs(first, "Today 140 engineers in four countries design, build and run technology for manufacturers, utilities and logistics companies."),
        },
      },
    ],
    current: { daysAgo: 60, actorId: team.communications.id },
  });
}

async function writeProductHistory(trx: Trx, now: number, team: Newsroom) {
  const item = PRODUCT_CATEGORIES.flatMap((category) => category.items).find((candidate) => candidate.title === "Edge Gateway X1")!;
  const headings = { overview: "Overview", features: "Key features", specifications: "Specifications" };
  await writeHistory(trx, now, {
    table: "product",
    id: await idOf(trx, "product", "title", item.title),
    earlier: [
      {
        daysAgo: 27,
        actorId: team.engineering.id,
        fields: { title: "Gateway X1", status: "draft", published_at: null, body: catalogBody({ ...item, features: item.features.slice(0, 2), specs: undefined }, headings) },
      },
      { daysAgo: 23, actorId: team.engineering.id, fields: { title: "Gateway X1", status: "draft", published_at: null, body: catalogBody({ ...item, specs: undefined }, headings) } },
      { daysAgo: 21, actorId: team.communications.id, fields: { title: "Edge Gateway X1", status: "draft", published_at: null, body: catalogBody(item, headings) } },
    ],
    current: { daysAgo: 20, actorId: team.communications.id },
  });
}

/**
 * What a company's inbox holds on an ordinary day: two enquiries not yet read, one answered. Marked as
 * already e-mailed, so a first start never sends the demo's messages to anyone.
 */
async function insertContactMessages(trx: Trx, now: number) {
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  await trx
    .insertInto("contact_message")
    .values([
      {
        name: "Sarah Whitfield", email: "s.whitfield@harbourfoods.example", phone: "+44 23 9200 4417", subject: "Quote for 40 edge gateways",
        message: "We are fitting out a second bottling line in Southampton next spring and would like a quote for 40 Edge Gateway X1 units with three years of monitoring. Could someone call me this week?",
        read_at: null, emailed_at: hoursAgo(2), created_at: hoursAgo(2), updated_at: hoursAgo(2),
      },
      {
        name: "Jonas Berger", email: "jonas.berger@stadtwerke-nord.example", subject: "Visit to your operations centre",
        message: "Our IT team would like to see how you monitor customer sites before we decide on a partner. Would a visit in January be possible?",
        read_at: null, emailed_at: hoursAgo(20), created_at: hoursAgo(20), updated_at: hoursAgo(20),
      },
      {
        name: "Priya Raman", email: "priya.raman@meridianlabs.example", subject: "ISO 27001 certificate",
        message: "For our supplier audit, could you send us a copy of your current ISO 27001 certificate and its scope?",
        read_at: hoursAgo(50), emailed_at: hoursAgo(52), created_at: hoursAgo(52), updated_at: hoursAgo(50),
      },
    ])
    .execute();
}
