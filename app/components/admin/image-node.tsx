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

/** With a caption the image is a block of its own: a figure may not sit inside a paragraph. The server's sanitiser keeps exactly these for /media/ URLs. */

export type ImagePayload = { src: string; alt: string; width?: number | null; height?: number | null; caption?: string };

export type SerializedImageNode = Spread<ImagePayload & { type: "media-image"; version: 1 }, SerializedLexicalNode>;

function dimension(value: string | null): number | null {
  return value && /^\d{1,4}$/.test(value) ? Number(value) : null;
}

function imagePayload(image: Element, caption: string): ImagePayload | null {
  const src = image.getAttribute("src") ?? "";
  if (!src) return null;
  return {
    src,
    alt: image.getAttribute("alt") ?? "",
    width: dimension(image.getAttribute("width")),
    height: dimension(image.getAttribute("height")),
    caption,
  };
}

function $convertImageElement(element: HTMLElement): DOMConversionOutput {
  const payload = imagePayload(element, "");
  return { node: payload ? $createImageNode(payload) : null };
}

function $convertFigureElement(element: HTMLElement): DOMConversionOutput {
  const image = element.querySelector("img");
  const caption = element.querySelector("figcaption")?.textContent?.trim() ?? "";
  const payload = image ? imagePayload(image, caption) : null;
  return { node: payload ? $createImageNode(payload) : null, forChild: () => null };
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;
  __width: number | null;
  __height: number | null;
  __caption: string;

  static getType(): string {
    return "media-image";
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(
      { src: node.__src, alt: node.__alt, width: node.__width, height: node.__height, caption: node.__caption },
      node.__key,
    );
  }

  static importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized);
  }

  static importDOM(): DOMConversionMap | null {
    return {
      img: () => ({ conversion: $convertImageElement, priority: 0 }),
      figure: (element) => (element.querySelector("img") ? { conversion: $convertFigureElement, priority: 1 } : null),
    };
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt;
    this.__width = payload.width ?? null;
    this.__height = payload.height ?? null;
    this.__caption = payload.caption ?? "";
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
      caption: this.__caption,
    };
  }

  exportDOM(): DOMExportOutput {
    const image = document.createElement("img");
    image.setAttribute("src", this.__src);
    image.setAttribute("alt", this.__alt);
    if (this.__width) image.setAttribute("width", String(this.__width));
    if (this.__height) image.setAttribute("height", String(this.__height));
    if (!this.__caption) return { element: image };
    const figure = document.createElement("figure");
    const caption = document.createElement("figcaption");
    caption.textContent = this.__caption;
    figure.append(image, caption);
    return { element: figure };
  }

  createDOM(): HTMLElement {
    const element = document.createElement(this.__caption ? "div" : "span");
    element.className = "rich-text-image";
    return element;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): boolean {
    return this.__caption === "";
  }

  decorate(): JSX.Element {
    const image = <img src={this.__src} alt={this.__alt} width={this.__width ?? undefined} height={this.__height ?? undefined} />;
    if (!this.__caption) return image;
    return (
      <figure>
        {image}
        <figcaption>{this.__caption}</figcaption>
      </figure>
    );
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
