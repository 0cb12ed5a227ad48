import Testing

@testable import SpotterDelivery

@Suite("D-Bus wire format")
struct DBusWireTests {
    @Test("a string is a 4-byte length, the bytes and a NUL")
    func stringBytes() {
        var w = DBusWriter()
        w.write(.string("hi"))
        #expect(w.bytes == [2, 0, 0, 0, 0x68, 0x69, 0])
    }

    @Test("an array's length excludes the padding before its first 8-aligned element")
    func arrayPadding() {
        var w = DBusWriter()
        w.write(.array(element: "x", [.int64(1)]))
        #expect(w.bytes == [8, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("signatures split into complete types")
    func splitSignature() {
        #expect(DBusSignature.split("susssasa{sv}i") == ["s", "u", "s", "s", "s", "as", "a{sv}", "i"])
        #expect(DBusSignature.split("a(yv)aa{sv}") == ["a(yv)", "aa{sv}"])
    }

    @Test("a Notify call survives encoding and decoding unchanged")
    func notifyRoundTrip() throws {
        var n = DesktopNotification(summary: "Rest over", body: "Bench press · set 3 of 5")
        n.urgency = .critical
        n.category = "x-spotter.rest"
        n.soundName = "complete"
        n.actions = [.init(key: "plus30", label: "+30s"), .init(key: "next-set", label: "Next set")]
        var call = DBusMessage.methodCall(
            destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
            interface: "org.freedesktop.Notifications", member: "Notify", body: n.arguments)
        call.serial = 7
        let bytes = call.encoded()
        let decoded = try DBusMessage.decode(bytes)
        #expect(decoded == call)
        #expect(decoded.signature == "susssasa{sv}i")
        #expect(decoded.body[6].stringKeyed?["urgency"] == .variant(.byte(2)))
    }

    @Test("a truncated message is refused, not read past its end")
    func truncated() throws {
        let bytes = DBusMessage.methodCall(
            destination: "a.b", path: "/", interface: "a.b", member: "C", body: [.string("x")]
        )
        .encoded()
        #expect(throws: DBusError.self) { try DBusMessage.decode(Array(bytes.dropLast(3))) }
    }

    @Test("ActionInvoked and NotificationClosed signals become events")
    func signalsToEvents() {
        var s = DBusMessage(kind: .signal)
        s.interface = "org.freedesktop.Notifications"
        s.member = "ActionInvoked"
        s.body = [.uint32(4), .string("plus30")]
        #expect(FreedesktopNotificationServer.event(from: s)! == (4, .actionInvoked(key: "plus30")))
        s.member = "NotificationClosed"
        s.body = [.uint32(4), .uint32(2)]
        #expect(FreedesktopNotificationServer.event(from: s)! == (4, .closed(reason: 2)))
    }
}

@Suite("D-Bus addresses")
struct DBusAddressTests {
    @Test("path and abstract addresses parse; guid and escapes are handled")
    func parse() throws {
        #expect(try DBusAddress.parse("unix:path=/run/user/0/bus") == .path("/run/user/0/bus"))
        #expect(try DBusAddress.parse("unix:abstract=/tmp/dbus-Ab,guid=12ab") == .abstract("/tmp/dbus-Ab"))
        #expect(try DBusAddress.parse("unix:path=/tmp/a%20b") == .path("/tmp/a b"))
        #expect(try DBusAddress.parseList("tcp:host=x;unix:path=/b") == [.path("/b")])
    }

    @Test("with no bus in the environment the reason says so")
    func noSessionBus() {
        #expect(
            throws: DBusError.noSessionBus(
                "neither DBUS_SESSION_BUS_ADDRESS nor XDG_RUNTIME_DIR is set (no desktop session here, e.g. over SSH or in a container)"
            )
        ) { try DBusAddress.session(environment: [:]) }
        #expect(throws: DBusError.self) { try DBusAddress.session(environment: ["XDG_RUNTIME_DIR": "/nonexistent"]) }
    }
}
