// The revisions comparison formats on the server too, from utils; the screens keep importing it here.
export { formatDateTime } from "~/utils/date-time-format";
