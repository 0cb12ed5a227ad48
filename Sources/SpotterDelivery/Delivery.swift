import SpotterCore
import SpotterStore

/// Notifiers and schedulers: what reaches the user outside the terminal UI.
public enum Delivery {}
