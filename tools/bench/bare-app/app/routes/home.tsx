// The bare page the SSR benchmark measures the brands against: plain React Router 7, markup of the same size and shape
// as a brand's home (header with navigation, hero, 24 game tiles, footer), a loader with a little data.
import { useLoaderData } from 'react-router';

const nav = [
  'Home',
  'Casino',
  'Slots',
  'Live casino',
  'Popular',
  'Promotions',
  'Tournaments',
  'VIP club',
  'Free money',
];
const footer = [
  'Terms and conditions',
  'Privacy policy',
  'Cookie policy',
  'AML policy',
  'KYC and refund policy',
  'Bonus terms',
  'Responsible gambling',
  'Legal use of the website',
  'Contacts',
];

export function loader() {
  return {
    tiles: Array.from({ length: 24 }, (_, i) => ({
      id: i + 1,
      name: `Game ${i + 1}`,
      provider: `Provider ${(i % 6) + 1}`,
    })),
  };
}

export function meta() {
  return [{ title: 'Bare casino' }, { name: 'description', content: 'Slots, live casino and daily rewards.' }];
}

export default function Home() {
  const { tiles } = useLoaderData<typeof loader>();
  return (
    <>
      <header style={{ display: 'flex', gap: 16, padding: 16, background: '#111', color: '#eee' }}>
        <a href="/" style={{ color: '#fc0', fontWeight: 700 }}>
          Bare Casino
        </a>
        <nav aria-label="Main">
          <ul style={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
            {nav.map((item) => (
              <li key={item}>
                <a href={`/${item.toLowerCase().replace(/ /g, '-')}`} style={{ color: '#eee' }}>
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href="/?modal=login">Log in</a>
        <a href="/?modal=signup">Sign up</a>
      </header>
      <main style={{ padding: 16 }}>
        <section aria-labelledby="hero">
          <p>Welcome package</p>
          <h1 id="hero">150% up to 1000 EUR + 100 free spins</h1>
          <p>Deposit from 100 EUR. Slots, live casino and daily rewards, every day.</p>
          <a href="/casino">Browse games</a>
        </section>
        <section aria-labelledby="games">
          <h2 id="games">Popular games</h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              gap: 12,
              listStyle: 'none',
              padding: 0,
            }}
          >
            {tiles.map((tile) => (
              <li key={tile.id}>
                <a href={`/casino/games/${tile.id}`}>
                  <span style={{ display: 'block', aspectRatio: '4 / 3', background: '#333' }} />
                  <strong>{tile.name}</strong>
                  <span> {tile.provider}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer style={{ padding: 16, background: '#111', color: '#ccc' }}>
        <nav aria-label="Legal and help">
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0 }}>
            {footer.map((item) => (
              <li key={item}>
                <a href={`/${item.toLowerCase().replace(/ /g, '-')}`} style={{ color: '#ccc' }}>
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>18+ Gambling can be addictive. Play responsibly.</p>
      </footer>
    </>
  );
}
