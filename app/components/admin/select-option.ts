export type SelectOption = { value: string; label: string; /** A thumbnail shown beside the label. */ image?: string };
