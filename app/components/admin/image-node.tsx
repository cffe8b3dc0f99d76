import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import type { JSX } from "react";

/**
 * An image from the media library inside rich text. Inline, like <img> in a
 * paragraph, and exported as a plain <img src alt width height>: the server's
 * sanitiser keeps exactly that for /media/ URLs.
 */

export type ImagePayload = { src: string; alt: string; width?: number | null; height?: number | null };

export type SerializedImageNode = Spread<ImagePayload & { type: "media-image"; version: 1 }, SerializedLexicalNode>;

function dimension(value: string | null): number | null {
  return value && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const image = element as HTMLImageElement;
  const src = image.getAttribute("src") ?? "";
  if (!src) return { node: null };
  return {
    node: $createImageNode({
      src,
      alt: image.getAttribute("alt") ?? "",
      width: dimension(image.getAttribute("width")),
      height: dimension(image.getAttribute("height")),
    }),
  };
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __width: number | null;
  __height: number | null;

  static getType(): string {
    return "media-image";
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode({ src: node.__src, alt: node.__alt, width: node.__width, height: node.__height }, node.__key);
  }

  static importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized);
  }

  static importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: $convertImageElement, priority: 0 }) };
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt;
    this.__width = payload.width ?? null;
    this.__height = payload.height ?? null;
  }

  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      type: "media-image",
      version: 1,
      src: this.__src,
      alt: this.__alt,
      width: this.__width,
      height: this.__height,
    };
  }

  exportDOM(): DOMExportOutput {
    const image = document.createElement("img");
    image.setAttribute("src", this.__src);
    image.setAttribute("alt", this.__alt);
    if (this.__width) image.setAttribute("width", String(this.__width));
    if (this.__height) image.setAttribute("height", String(this.__height));
    return { element: image };
  }

  createDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = "rich-text-image";
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): boolean {
    return true;
  }

  decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} width={this.__width ?? undefined} height={this.__height ?? undefined} />;
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
