"""The toy game's whole contract, through the generic machinery."""
