/// Prints the names of the glazes the app knows.
@main
struct Glazer {
    static func main() {
        for glaze in ["celadon", "tenmoku", "shino"] {
            print(glaze)
        }
    }
}
