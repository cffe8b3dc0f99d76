vcl 4.1;

# Varnish in front of the site (docs/deploy.md#shared-caches). It keeps what
# the site marks shareable (public, s-maxage) under the tags the site names in
# its xkey header, and drops them when the site sends
#   PURGE / with "xkey-purge: <tags>"
# after a write (CACHE_PURGE_URLS). Needs varnish-modules for xkey.

import xkey;
import directors;

# BEGIN backends: the site's instances.
backend site1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = { .url = "/healthz"; .interval = 5s; .timeout = 2s; .window = 3; .threshold = 2; }
}
# END backends

# BEGIN purgers: the addresses the site's instances purge from.
acl purgers {
  "127.0.0.1";
  "::1";
}
# END purgers

sub vcl_init {
  new site = directors.round_robin();
  # BEGIN director
  site.add_backend(site1);
  # END director
}

sub vcl_recv {
  set req.backend_hint = site.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purging is not allowed from this address"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the tags to purge in xkey-purge"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A credential or any cookie (a session, a flash message) means an answer
  # for one person: never from or into the cache.
  if (req.http.Authorization || req.http.Cookie) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  # The site sends private, no-store for everything personal; Varnish keeps
  # only what it says shared caches may keep, and never a response setting a cookie.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Cache-Control !~ "s-maxage") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # The xkey header holds the tags; purges find the object by them.
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
}
