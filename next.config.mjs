/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Lets a second build (a benchmark, a parallel check) write beside the main one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  experimental: {
    // radix-ui is a barrel of "use client" modules: without this, a Server Component importing
    // Slot from it pulls every primitive into the page's client bundle (~80 kB on /home).
    optimizePackageImports: ["radix-ui"],
  },
  async redirects() {
    // Footer links named by the spec but never defined: send them to the real pages.
    return [
      // The spec's / replaces history with /home: a redirect before routing, no client hop.
      { source: "/", destination: "/home", permanent: false },
      { source: "/about", destination: "/about-us", permanent: true },
      { source: "/privacy", destination: "/privacy-policy", permanent: true },
      { source: "/hipaa", destination: "/privacy-policy", permanent: true },
      { source: "/terms", destination: "/terms-of-service", permanent: true },
    ];
  },
};

export default nextConfig;
