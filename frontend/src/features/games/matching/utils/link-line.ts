/** An element's box in the coordinates of the board that holds it. */
export type Box = { left: number; top: number; width: number; height: number };

export type Line = { x1: number; y1: number; x2: number; y2: number };

/** From the middle of the text's side facing the image to the middle of the image's side facing the text. */
export function linkLine(text: Box, image: Box): Line {
  const imageIsRight = image.left + image.width / 2 >= text.left + text.width / 2;
  return {
    x1: imageIsRight ? text.left + text.width : text.left,
    y1: text.top + text.height / 2,
    x2: imageIsRight ? image.left : image.left + image.width,
    y2: image.top + image.height / 2,
  };
}
