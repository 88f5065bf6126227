"""Online play, the parts both sides share (no Qt, no sockets at import): the protocol's frames and
their checks (`protocol`), the view codec (`views`), invite links (`invite`), and the client session
(`client`)."""
