/** The publishing states a list can be narrowed to. */
export type StatusFilter = "draft" | "published" | "scheduled";

/** How many items a list holds in each state, and in all: the counts on its status tabs. */
export type StatusCounts = Record<"all" | StatusFilter, number>;
