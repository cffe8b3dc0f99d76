export type SelectOption = {
  value: string;
  label: string;
  /** A thumbnail shown beside the label. */
  image?: string;
  /** A library image's alt text and focal point, filled into its image field when chosen. */
  alt?: string;
  focal?: { x: number; y: number };
};
