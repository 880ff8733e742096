import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a short-lived command and collects its output, with `posix_spawn` and `waitpid`: not
/// Foundation's `Process`, which waits for inherited descriptors to close, and the tmux server
/// that `new-session` forks keeps them open for ever. Every descriptor is made close-on-exec,
/// so concurrent sessions never inherit each other's.
enum ChildProcess {
    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
    }

    /// Runs `executable` with `arguments`. With `outputFolder`, output goes through files in
    /// that folder instead of pipes (needed when the child leaves a daemon holding them).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], outputFolder: URL? = nil) throws -> Output {
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        var outputFDs: (read: Int32, write: Int32)
        var errorFDs: (read: Int32, write: Int32)
        var files: (URL, URL)?
        if let outputFolder {
            let out = outputFolder.appendingPathComponent("spawn.out")
            let err = outputFolder.appendingPathComponent("spawn.err")
            let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard outFD >= 0, errFD >= 0 else { throw DriverError("cannot create output files in \(outputFolder.path)") }
            outputFDs = (-1, outFD)
            errorFDs = (-1, errFD)
            files = (out, err)
        } else {
            outputFDs = try makePipe()
            errorFDs = try makePipe()
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputFDs.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errorFDs.write, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // A child inherits the signal mask, and Dispatch workers block signals: a tmux server
        // with SIGCHLD blocked never learns its program's exit status. So: empty mask, defaults.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputFDs.write)
        close(errorFDs.write)
        spawnLock.unlock()
        locked = false
        guard spawned == 0 else {
            for descriptor in [outputFDs.read, errorFDs.read] where descriptor >= 0 { close(descriptor) }
            throw DriverError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var output = Output(status: 0, standardOutput: Data(), standardError: Data())
        if let (out, err) = files {
            output.status = waitFor(pid)
            output.standardOutput = (try? Data(contentsOf: out)) ?? Data()
            output.standardError = (try? Data(contentsOf: err)) ?? Data()
        } else {
            // Read both pipes until the child closes them, then reap it.
            drain(outputFDs.read, errorFDs.read, into: &output.standardOutput, &output.standardError)
            output.status = waitFor(pid)
        }
        return output
    }

    /// Serialises descriptor creation and spawning across threads (see `makePipe`).
    private static let spawnLock = NSLock()

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        // Called with `spawnLock` held, so no other thread can spawn between pipe() and
        // setting close-on-exec (pipe2 is not visible from Swift's Glibc module).
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw DriverError("cannot create a pipe") }
        for descriptor in fds { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Reads two descriptors to end-of-file together, so neither pipe can fill and block.
    private static func drain(_ first: Int32, _ second: Int32, into firstData: inout Data, _ secondData: inout Data) {
        var open = [first, second]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polls, nfds_t(polls.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in polls where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    if entry.fd == first { firstData.append(contentsOf: buffer[0..<count]) } else { secondData.append(contentsOf: buffer[0..<count]) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
    }

    /// Waits for `pid` and returns its exit status (128 + signal if killed).
    private static func waitFor(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let low = status & 0x7F
        return low == 0 ? (status >> 8) & 0xFF : 128 + low
    }
}
