import CNcursesw
import NibKit
import Testing

@testable import NibKitTerminal

@Suite struct AttributesTests {
    @Test func eachStyleIsItsAttribute() {
        #expect(CursesBackend.attributes([]) == nk_A_NORMAL)
        #expect(CursesBackend.attributes(.bold) == nk_A_BOLD)
        #expect(CursesBackend.attributes(.dim) == nk_A_DIM)
        #expect(CursesBackend.attributes(.underline) == nk_A_UNDERLINE)
        #expect(CursesBackend.attributes(.reverse) == nk_A_REVERSE)
        #expect(CursesBackend.attributes(.italic) == nk_A_ITALIC)
    }

    @Test func stylesTogetherAreTheirAttributesTogether() {
        #expect(CursesBackend.attributes([.bold, .underline, .italic]) == nk_A_BOLD | nk_A_UNDERLINE | nk_A_ITALIC)
        #expect(
            CursesBackend.attributes([.bold, .dim, .underline, .reverse, .italic])
                == nk_A_BOLD | nk_A_DIM | nk_A_UNDERLINE | nk_A_REVERSE | nk_A_ITALIC)
    }
}
