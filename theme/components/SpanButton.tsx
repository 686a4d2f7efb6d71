import { type ComponentProps, forwardRef, type KeyboardEvent, type MouseEvent } from 'react';

type Props = Omit<ComponentProps<'span'>, 'onClick' | 'role' | 'tabIndex'> & {
  /** A click or tap (`pointer`), or Enter or Space (`key`). */
  onPress: (how: 'pointer' | 'key', event: MouseEvent | KeyboardEvent) => void;
};

/**
 * A button made of a `<span>`, for the navbar: the theme renders its menus inside the tablet menu's own
 * `<button>`, and a `<button>` nested in another makes the HTML parser split the markup React then fails to
 * hydrate. Focusable, announced as a button, pressed with Enter or Space like a real one.
 */
export const SpanButton = forwardRef<HTMLSpanElement, Props>(function SpanButton({ onPress, ...props }, ref) {
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    props.onKeyDown?.(event);
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPress('key', event);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> cannot be nested in the tablet menu's <button> (above).
    <span
      {...props}
      ref={ref}
      role="button"
      tabIndex={0}
      onClick={(event) => onPress('pointer', event)}
      onKeyDown={onKeyDown}
    />
  );
});
