import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';

export type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * Lets MUI `Link` and `Button` take an `href`: app paths navigate through the router, external
 * addresses (https:, mailto:, tel:) stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...props },
  ref,
) {
  const inRouter = useInRouterContext();
  if (!inRouter || isExternal(href) || props.target === '_blank') {
    return <a ref={ref} href={href} {...props} />;
  }
  return <RouterLink ref={ref} to={href} {...props} />;
});
