/** A §8 message in place of an island's content, with a way on (e.g. the order details are missing). */
interface Props {
  message: string;
  href: string;
  linkText: string;
}

/** The message, announced, and a link. */
export function Notice({ message, href, linkText }: Props) {
  return (
    <section className="card notice" aria-label="Order information">
      <p className="notice__text" role="alert">
        {message}
      </p>
      <a className="btn btn--secondary" href={href}>
        {linkText}
      </a>
    </section>
  );
}
