// Which sides of a sideways-scrolling box hide content, kept on `frame` as data-more-left and
// data-more-right (attributes React does not manage), so the table draws a shadow there as antd's does.
// Set straight on the element: a scroll never re-renders the rows. While the box hides some of the table
// it is in the tab order (WCAG 2.1.1; axe's scrollable-region-focusable), so that the arrow keys scroll it.
export function watchScrollEdges(box: HTMLElement, frame: HTMLElement): () => void {
  const update = () => {
    const hidden = box.scrollWidth - box.clientWidth;
    frame.toggleAttribute('data-more-left', box.scrollLeft > 0);
    frame.toggleAttribute('data-more-right', box.scrollLeft < hidden - 1);
    if (hidden > 1) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  };
  update();
  box.addEventListener('scroll', update, { passive: true });
  // The box's size changes with the window; its content's with the rows (another page, longer names).
  const resized = new ResizeObserver(update);
  resized.observe(box);
  if (box.firstElementChild) resized.observe(box.firstElementChild);
  return () => {
    box.removeEventListener('scroll', update);
    resized.disconnect();
  };
}
