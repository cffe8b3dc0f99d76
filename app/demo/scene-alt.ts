import type { IconName, SceneName } from "./assets.server";

/**
 * What each drawn demo picture shows, as alt text: the demo's pictures describe themselves rather than
 * repeat the title beside them or their file's name, as content health asks of an editor's.
 */
export const SCENE_ALT = {
  "cloud-infrastructure": "Three dark server racks linked by dashed lines to a white cloud above them, with a green tick and a blue cog either side",
  "cloud-migration": "Orange, green and purple boxes follow a dashed arc from a grey office block into a dark blue cloud marked with a green tick",
  kubernetes: "A honeycomb of seven blue, green and purple hexagons, each holding a white cube, beside a monitor showing a green line graph",
  "hybrid-network": "An office block, a server rack and a cloud joined by dashed lines through a small network box, over the outline of a globe",
  "data-analytics": "A monitor showing a rising line chart and a donut chart, with cards holding a bar chart and a pie chart and a potted plant",
  "data-platform": "Cog, text and chart icons send dashed lines into a green stack of database drums, which feeds a line chart and a bar chart",
  "business-dashboards": "A woman at a desk, seen from behind, looks at two monitors of charts and a status list, with a red mug and a potted plant",
  "predictive-maintenance": "A blue electric motor with a sensor sending signals to a dark screen, where a line graph spikes under a yellow warning sign",
  "security-compliance": "A blue shield with a white padlock on a dark background, ringed by small padlock, tick, cog and list icons",
  "detection-response": "Two analysts at a desk face wall screens showing a world map, a radar sweep and an alert list, with bar charts on a monitor",
  "identity-access": "A staff ID badge on a purple lanyard beside a phone asking for a PIN, with a fingerprint and a purple tick",
  "compliance-readiness": "A clipboard checklist with three of its five boxes ticked, a magnifying glass and a certificate with a gold seal",
  "edge-hardware": "A rugged tablet of bar charts, a dark box with two aerials labelled Northwind X1, a rail module marked S4 and a small sensor",
  "edge-gateway": "A dark finned metal box with two aerials, four network ports and status lights, labelled Northwind X1, with LTE and signal badges",
  "sensor-hub": "A white module marked S4 clipped to a metal rail, with cables running to two dial gauges and two small cylindrical sensors",
  "vision-node": "A camera mounted over a conveyor belt checks cardboard boxes: two are framed in green and one in red with a cross above it",
  software: "A laptop showing a dark dashboard of line and donut charts, with a phone and two browser windows holding a list and a pie chart",
  "fleet-manager": "A monitor shows a world map dotted with coloured markers and a status list, linked by dashed lines to three small routers",
  "insight-studio": "A browser window of line, bar and donut charts, with a mouse pointer dragging a new bar chart into an empty dashed slot",
  "secure-vault": "A steel safe with a spoked wheel handle on a dark background, with a gold key beside it and a document marked with a tick",
  "operations-opening": "Four people hold a red ribbon across the glass doors of an office block signed Northwind Operations as confetti falls",
  "design-award": "A gold trophy with a star stands beside the Northwind X1 gateway on a spotlit stage, with confetti on a dark purple backdrop",
  "bottling-plant": "Green bottles move along a conveyor under a filling machine, one marked with an orange tag, beside a screen of falling bars",
  "certified-team": "Four colleagues stand in front of a framed ISO/IEC 27001 certificate with a gold seal, between two potted plants",
  "summit-stage": "A speaker points at a screen titled Industrial Data Summit, with line and bar charts, before a full audience seen from behind",
  "roadmap-workshop": "A woman reaches up to a whiteboard timeline of four milestones, each with coloured sticky notes beneath it, by a potted plant",
  "slide-industry": "By a factory at night, an orange robot arm picks boxes off a conveyor while a gateway with two aerials sends data to a cloud",
  "slide-data": "Two colleagues at laptops sit beneath a large wall screen of charts, in an office with a window on to tower blocks and plants",
  "slide-security": "A blue shield with a white padlock on a dark background, linked by thin lines to glowing dots and a panel of status lights",
  "control-room": "Three operators at a curved desk face a wall of six screens showing a world map, charts, a radar sweep and status lists",
  "team-office": "In a sunlit office with tall windows on the city, a woman points at a wall screen of charts as colleagues gather at a table",
  "datacenter-aisle": "A technician holding a tablet stands in a long, dim data-centre aisle between rows of server racks with blinking lights",
  "logistics-depot": "A forklift lifts boxes by blue and orange racking in a depot, while a worker in a hi-vis vest holds a tablet by a parcel conveyor",
  "hospital-ward": "On a hospital ward, a woman uses a computer on a wheeled stand beside an empty bed and a monitor reading 72 and 98%",
  "supermarket-aisle": "A shop worker with a tablet stands by a Fresh Produce shelf of fruit crates, one empty slot outlined in red, near a trolley",
  "parts-plant": "A worker holding a tablet stands by two machining centres and an orange robot arm in a factory, under a screen of progress bars",
  "pumping-station": "A worker in a hi-vis vest holds a tablet beside a brick pump house with an aerial, an open cabinet with a gateway, a valve and a tank",
  "building-society-branch": "A customer waits at the counter of a Fairhaven Building Society branch, where a cashier sits beside a screen showing a padlock",
} as const satisfies Record<SceneName, string>;

export const ICON_ALT = {
  engineer: "A white hard hat resting on a blue cog wheel, drawn in white and pale blue on a deep blue square",
  contract: "A white document with lines of text, a wavy signature and a tick in a dark green circle, on a teal square",
  support: "A white headset with a microphone and the words 24/7 between its earpieces, on a purple square",
} as const satisfies Record<IconName, string>;
