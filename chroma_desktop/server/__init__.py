"""The online table server (`chroma-server`): pure Python with no Qt, never imported by the app's
start path. The gateway (`gateway`) speaks the protocol over WebSockets; each table (`table`) holds
a `Match` and its secrets; the store (`store`) keeps the append-only log the tables replay from;
the bus (`bus`) carries frames from tables to the sockets that show them."""
