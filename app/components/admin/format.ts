// The revisions comparison and the toasts format on the server too, from utils; the screens keep importing them here.
export { formatDateTime, formatDateTimeInZone } from "~/utils/date-time-format";
