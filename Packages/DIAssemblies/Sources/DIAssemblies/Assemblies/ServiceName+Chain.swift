import DI

extension ServiceName {
    /// A feed's loader over the network (the remote loader, cached, with its saved copy as fallback, polite), and
    /// the image loader over the network (the remote loader, cached).
    public static let online: ServiceName = "online"
}
