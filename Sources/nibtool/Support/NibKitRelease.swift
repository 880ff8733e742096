/// NibKit's version, declared here alone: `nibtool --version` prints it, and a package made by
/// `nibtool new --nibkit URL` asks for NibKit `from:` it.
nonisolated enum NibKitRelease {
    static let version = "0.1.0"
}
